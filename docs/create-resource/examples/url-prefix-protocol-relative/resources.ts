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

// No scheme: the host is kept, the protocol is the page's.
export const TodoResource = createResource({
  urlPrefix: '//api.example.com',
  path: '/todos/:id',
  schema: Todo,
});
