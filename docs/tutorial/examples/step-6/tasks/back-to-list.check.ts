import {defineTask, finalEntities, hint, pass, requestsTo} from '@site/playground/core/tasks';
import {deleteSteps} from './preview';

export const backToList = defineTask({
  name: 'back-to-list',
  title: 'Leave before it refetches',
  statement:
    'After the `DELETE`, go back to the list (`onBack()` after the `await`): no `GET /articles/3` may follow, and the stored list keeps its three keys while showing two articles.',
  preview: deleteSteps,
  check(run) {
    const deleted = requestsTo(run, 'DELETE', '/articles/3')[0];
    if (!deleted) return hint('No DELETE /articles/3 was sent, so there is nothing to leave yet.');
    const refetch = requestsTo(run, 'GET', '/articles/3')[0];
    if (refetch) {
      return hint(`GET /articles/3 was sent after the DELETE (answered ${refetch.status ?? 'not yet'}): the detail view stayed and asked for the invalid article. Call \`onBack()\` after the \`await\`.`);
    }
    const list = finalEntities(run)['COLLECT:ArraySchema(Article)']?.['{}'];
    if (JSON.stringify(list) !== '["1","2","3"]') return hint(`\`COLLECT:ArraySchema(Article)\` › \`{}\` holds ${JSON.stringify(list ?? null)}, not ["1","2","3"]: the list was fetched again.`);
    return pass;
  },
});
