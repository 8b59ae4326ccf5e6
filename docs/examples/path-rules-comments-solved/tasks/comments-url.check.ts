import {defineTask, describeRequest, describeRequests, hint, pass, queryOf, requestsTo} from '@site/playground/core/tasks';

const path = '/users/1/posts/2/comments';

export const commentsUrl = defineTask({
  name: 'comments-url',
  title: 'Params in the path, the rest in the query',
  statement:
    'The server lists a post\'s comments at `/users/:userId/posts/:postId/comments`. Change the resource\'s `path` so that the same `getList` call sends `GET /users/1/posts/2/comments?unread=true`: `userId` and `postId` in the path, `unread` alone in the query string.',
  check(run) {
    const gets = run.requests.filter((request) => request.method === 'GET');
    if (gets.length !== 1 || run.requests.length !== 1) {
      return hint(`The run sent ${describeRequests(run.requests)}; it should send one GET, with \`controller.fetch(CommentResource.getList, {userId: 1, postId: 2, unread: true})\`.`);
    }
    const [list] = gets;
    const query = queryOf(list);
    if (requestsTo(run, 'GET', path).length === 0) {
      const inQuery = ['userId', 'postId'].filter((name) => query.has(name));
      return hint(
        inQuery.length > 0
          ? `${describeRequest(list)} was sent: ${inQuery.map((name) => `\`${name}\``).join(' and ')} went to the query string, because the resource's path does not name ${inQuery.length === 1 ? 'it' : 'them'}. Name them in the path: \`/users/:userId/posts/:postId/comments/:id\`.`
          : `${describeRequest(list)} was sent, not GET ${path}: the path's segments are \`users\`, \`:userId\`, \`posts\`, \`:postId\`, \`comments\`, then \`:id\`, which \`getList\` cuts off.`,
      );
    }
    const rest = [...query.keys()].filter((name) => name !== 'unread');
    if (rest.length > 0 || query.get('unread') !== 'true') {
      return hint(`${describeRequest(list)} was sent: its query string should be \`?unread=true\` alone${rest.length ? `, without ${rest.map((name) => `\`${name}\``).join(', ')}` : ''}.`);
    }
    if (list.status !== 200) return hint(`${describeRequest(list)} was not answered 200.`);
    return pass;
  },
});
