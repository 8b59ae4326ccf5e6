import {Entity, createResource} from '@data-client/rest';

export class Post extends Entity {
  id = 0;
  userId = 0;
  title = '';
  published = false;

  pk() {
    return `${this.id}`;
  }

  static key = 'Post';
}

export const PostResource = createResource({
  path: '/users/:userId/posts/:id',
  schema: Post,
});
