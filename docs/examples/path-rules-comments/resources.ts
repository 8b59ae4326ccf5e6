import {Entity, createResource} from '@data-client/rest';

export class Comment extends Entity {
  id = 0;
  userId = 0;
  postId = 0;
  text = '';
  unread = false;

  pk() {
    return `${this.id}`;
  }

  static key = 'Comment';
}

// The server serves comments under their post: /users/:userId/posts/:postId/comments.
export const CommentResource = createResource({
  path: '/comments/:id',
  schema: Comment,
});
