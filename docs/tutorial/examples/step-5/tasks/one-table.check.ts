import {defineTask, finalEntities, hint, jsonBody, pass, requestsTo} from '@site/playground/core/tasks';
import {renameSteps} from './preview';

export const oneTable = defineTask({
  name: 'one-table',
  title: 'One table, every view',
  statement:
    'After **Save**, `entities.Article` › `"2"` must hold the title you sent, and no `GET` may follow the `PATCH`: every view reads the new title from that one entry.',
  preview: renameSteps,
  check(run) {
    const patch = requestsTo(run, 'PATCH', '/articles/2')[0] ?? requestsTo(run, 'PUT', '/articles/2')[0];
    if (!patch) return hint('No PATCH /articles/2 was sent, so the stored article did not change.');
    const sent = jsonBody(patch.requestBody) as {title?: unknown} | undefined;
    const stored = finalEntities(run).Article?.['2'] as {title?: unknown} | undefined;
    if (!stored || stored.title !== sent?.title) {
      return hint(`\`entities.Article\` › "2" has the title ${JSON.stringify(stored?.title ?? null)}, not the ${JSON.stringify(sent?.title ?? null)} that ${patch.method} sent.`);
    }
    const refetch = run.requests.slice(run.requests.indexOf(patch) + 1).find((request) => request.method === 'GET');
    if (refetch) return hint(`GET ${refetch.path} was sent after the ${patch.method}: the answer already updated the store.`);
    return pass;
  },
});
