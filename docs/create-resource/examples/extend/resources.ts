import {Entity, createResource, schema} from '@data-client/rest';

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

// extend returns a new resource: the six members, plus getByUser.
export const TodoResource = createResource({
  path: '/todos/:id',
  schema: Todo,
}).extend('getByUser', {
  path: '/users/:userId/todos',
  schema: new schema.Collection([Todo]),
});
