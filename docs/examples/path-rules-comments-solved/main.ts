import type {Controller} from '@data-client/react';
import {CommentResource} from './resources';

export default async function main(controller: Controller) {
  const comments = await controller.fetch(CommentResource.getList, {userId: 1, postId: 2, unread: true});
  for (const comment of comments) console.log(comment.text);
}
