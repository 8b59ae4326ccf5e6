import {Entity, createResource} from '@data-client/rest';

export class Todo extends Entity {
  // Each field needs a default: it is what a record missing that field shows.
  id = 0;
  userId = 0;
  title = '';
  completed = false;

  // The key of this record in the Todo table.
  pk() {
    return `${this.id}`;
  }

  // The table's name in the store.
  static key = 'Todo';
}

export const TodoResource = createResource({
  path: '/todos/:id',
  schema: Todo,
});
