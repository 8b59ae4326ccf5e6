import {Entity, createResource} from '@data-client/rest';

export class Todo extends Entity {
  id = 0;
  userId = 0;
  title = '';
  completed = false;

  // The row: each todo is stored under its id.
  pk() {
    return `${this.id}`;
  }

  // The table: entities.Task in the store (the class name is not used).
  static key = 'Task';
}

export const TodoResource = createResource({
  path: '/todos/:id',
  schema: Todo,
});
