import {defineTask, describeRequest, describeRequests, finalEntities, hint, invalidEntry, pass, requestsTo} from '@site/playground/core/tasks';

export const outOfTheList = defineTask({
  name: 'out-of-the-list',
  title: 'Delete through the store',
  statement:
    'The run deletes todo 1 with a bare `fetch`, and the list still reads both todos. Delete it with `controller.fetch(TodoResource.delete, {id: 1})` instead: `entities.Todo` › `"1"` must become `INVALID`, so that the list leaves it out without a second `GET /todos`.',
  check(run) {
    const deletes = requestsTo(run, 'DELETE', '/todos/1');
    if (deletes.length !== 1) {
      return hint(`The run sent ${describeRequests(run.requests)}; it should send one DELETE /todos/1.`);
    }
    const [sent] = deletes;
    if (sent.status === null || sent.status < 200 || sent.status >= 300) return hint(`${describeRequest(sent)} was not answered with a 2xx: nothing was deleted.`);
    const todos = finalEntities(run).Todo ?? {};
    if (todos['1'] !== invalidEntry) {
      return hint(
        todos['1'] === undefined
          ? `${describeRequest(sent)} was sent, but \`entities.Todo\` has no "1": fetch the list with \`TodoResource.getList\` first.`
          : `${describeRequest(sent)} was sent, but \`entities.Todo\` › "1" is still the todo, not ${invalidEntry}: the answer did not reach the store. \`TodoResource.delete\`'s schema, \`Invalidate(Todo)\`, is what marks it.`,
      );
    }
    const index = run.requests.indexOf(sent);
    const refetch = run.requests.slice(index + 1).find((request) => request.method === 'GET');
    if (refetch) return hint(`${describeRequest(refetch)} was sent after the DELETE: the list already leaves an INVALID todo out, with no new request.`);
    if (typeof todos['2'] !== 'object' || todos['2'] === null) return hint('`entities.Todo` › "2" is gone too: delete todo 1 alone.');
    return pass;
  },
});
