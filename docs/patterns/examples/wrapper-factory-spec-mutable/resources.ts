import {Entity} from '@data-client/rest';
import {createApiResource} from './api';

export class Todo extends Entity {
  id = '';
  title = '';
  completed = false;

  pk() {
    return this.id;
  }

  static key = 'Todo';
}

export const TodoResource = createApiResource({
  path: '/todos/:id',
  schema: Todo,
});
