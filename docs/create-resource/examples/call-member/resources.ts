import {Entity, createResource} from '@data-client/rest';

export class Todo extends Entity {
  id = 0;
  userId = 0;
  title = '';
  completed = false;

  pk() {
    return `${this.id}`;
  }

  static key = 'Todo';
}

export const TodoResource = createResource({
  path: '/todos/:id',
  schema: Todo,
});
