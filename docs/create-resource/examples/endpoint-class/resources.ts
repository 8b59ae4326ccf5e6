import {Entity, RestEndpoint, createResource, type RestGenerics} from '@data-client/rest';

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

// Every member of a resource built with this class sends the header.
export class AuthedEndpoint<O extends RestGenerics = any> extends RestEndpoint<O> {
  getHeaders(headers: HeadersInit): HeadersInit {
    return {...(headers as Record<string, string>), Authorization: 'Bearer docs-token'};
  }
}

export const TodoResource = createResource({
  path: '/todos/:id',
  schema: Todo,
  Endpoint: AuthedEndpoint,
});

// The same resource with the default RestEndpoint, for comparison.
export const PlainTodoResource = createResource({
  path: '/todos/:id',
  schema: Todo,
});
