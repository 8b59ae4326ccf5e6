import {Entity, createResource} from '@data-client/rest';

export class Todo extends Entity {
  id = 0;
  title = '';
  completed = false;

  pk() {
    return `${this.id}`;
  }

  static key = 'Todo';
}

// No subclass: createResource hands these RestEndpoint options to all
// six members.
export const TodoResource = createResource({
  path: '/todos/:id',
  schema: Todo,
  requestInit: {credentials: 'include'},
  getHeaders(headers: HeadersInit): HeadersInit {
    return {...headers, Authorization: 'Bearer docs-token'};
  },
});
