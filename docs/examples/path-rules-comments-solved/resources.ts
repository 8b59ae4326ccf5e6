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

// userId and postId fill the path; any other param goes to the query string.
export const CommentResource = createResource({
  path: '/users/:userId/posts/:postId/comments/:id',
  schema: Comment,
});
