import {defineTask, describeRequests, finalEntities, hint, jsonBody, pass, requestsTo} from '@site/playground/core/tasks';
import {publishSteps} from './preview';

export const joinsTheList = defineTask({
  name: 'joins-the-list',
  title: 'Join the list without a refetch',
  statement:
    'After **Publish**, the new article must be last in the stored list, `COLLECT:ArraySchema(Article)` › `{}`, and no `GET /articles` may follow the `POST`.',
  preview: publishSteps,
  check(run) {
    const post = requestsTo(run, 'POST', '/articles')[0];
    if (!post) return hint(`No POST /articles was sent (the run sent ${describeRequests(run.requests)}), so nothing could join the list.`);
    const after = run.requests.slice(run.requests.indexOf(post) + 1);
    const refetch = after.find((request) => request.method === 'GET');
    if (refetch) return hint(`${refetch.method} ${refetch.path} was sent after the POST: \`create\` updates the stored list, no refetch is needed.`);
    const created = jsonBody(post.responseBody) as {id?: unknown} | undefined;
    if (post.status !== 201 || created?.id === undefined) return hint(`POST /articles was answered ${post.status ?? 'not yet'} without a new article.`);
    const list = finalEntities(run)['COLLECT:ArraySchema(Article)']?.['{}'];
    const key = String(created.id);
    if (!Array.isArray(list) || list.at(-1) !== key) {
      return hint(`\`COLLECT:ArraySchema(Article)\` › \`{}\` holds ${JSON.stringify(list ?? null)}; it should end with the new article's key "${key}". Was it sent with \`ArticleResource.create\`?`);
    }
    return pass;
  },
});
