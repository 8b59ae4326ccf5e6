import {defineTask, describeRequest, describeRequests, finalEntities, hint, jsonBody, pass, requestsTo} from '@site/playground/core/tasks';

export const awaitTheBase = defineTask({
  name: 'await-the-base',
  title: 'Await the base',
  statement:
    'Make the override `async` and await `super.getRequestInit(body)` before adding `credentials: \'include\'`, so that `create` sends `POST /todos` with its JSON body and `Content-Type: application/json`, and `partialUpdate` sends `PATCH /todos/1`.',
  check(run) {
    const posts = requestsTo(run, 'POST', '/todos');
    if (posts.length !== 1) {
      return hint(
        `The run sent ${describeRequests(run.requests)} and no single POST /todos: \`create\` went out without its \`method\`, so \`fetch\` used GET. The override spread the promise \`super.getRequestInit(body)\` returns, which has none of its fields: await it.`,
      );
    }
    const [post] = posts;
    if (post.requestHeaders['content-type'] !== 'application/json') {
      return hint(`${describeRequest(post)} was sent with Content-Type ${post.requestHeaders['content-type'] ?? '(none)'}, not application/json: keep the headers the base set.`);
    }
    const body = jsonBody(post.requestBody) as {title?: unknown} | undefined;
    if (body?.title !== 'Await the base') return hint(`${describeRequest(post)} was sent with the body ${post.requestBody ?? '(none)'}, not the new todo as JSON.`);
    const patches = requestsTo(run, 'PATCH', '/todos/1');
    if (patches.length !== 1) return hint(`The run sent ${describeRequests(run.requests)} and no PATCH /todos/1: \`partialUpdate\` lost its method too.`);
    const withoutCredentials = run.console.find((line) => line.text.includes('credentials=') && !line.text.includes('credentials=include'));
    if (withoutCredentials) return hint(`The console says "${withoutCredentials.text}": keep \`credentials: 'include'\` in what the override returns.`);
    const todo = finalEntities(run).Todo?.['1'];
    if (typeof todo !== 'object' || todo === null || Array.isArray(todo) || todo.completed !== true) {
      return hint(`${describeRequest(patches[0])} was sent, but \`entities.Todo\` › "1" is not \`completed: true\`.`);
    }
    return pass;
  },
});
