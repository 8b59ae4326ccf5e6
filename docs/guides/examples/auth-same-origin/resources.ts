import {Entity, createResource} from '@data-client/rest';
import {SameOriginEndpoint} from './api';

export class Todo extends Entity {
  id = 0;
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
  Endpoint: SameOriginEndpoint,
});

// The same resource with the default RestEndpoint, for comparison.
export const PlainTodoResource = createResource({
  path: '/todos/:id',
  schema: Todo,
});
