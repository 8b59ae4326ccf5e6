import {Entity, createResource} from '@data-client/rest';

export class Todo extends Entity {
  id = 0;
  title = '';

  pk() {
    return `${this.id}`;
  }

  static key = 'Todo';
}

export class Post extends Entity {
  id = 0;
  userId = 0;
  title = '';

  pk() {
    return `${this.id}`;
  }

  static key = 'Post';
}

export const TodoResource = createResource({path: '/todos/:id', schema: Todo});
export const PostResource = createResource({path: '/users/:userId/posts/:id', schema: Post});
export const RootResource = createResource({path: '/:id', schema: Todo});
export const PairResource = createResource({path: '/:first/:second', schema: Todo});
