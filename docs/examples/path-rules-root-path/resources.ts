import {Entity, createResource} from '@data-client/rest';

export class Todo extends Entity {
  id = 0;
  title = '';

  pk() {
    return `${this.id}`;
  }

  static key = 'Todo';
}

// The collection is in the prefix; the path is only the id.
export const TodoResource = createResource({
  urlPrefix: 'https://api.example.com/todos',
  path: '/:id',
  schema: Todo,
});

// The same path with no prefix.
export const BareResource = createResource({path: '/:id', schema: Todo});
