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

// delete with the specification's rule: the answer when it is an object
// with at least one key, the params otherwise. 0.9.9's own process only
// asks whether the answer has keys, and the string "OK" has two ("0", "1").
export const specDelete = TodoResource.delete.extend({
  process(value: unknown, params: {id: number}) {
    const isRecord = typeof value === 'object' && value !== null && Object.keys(value).length > 0;
    return isRecord ? value : params;
  },
});
