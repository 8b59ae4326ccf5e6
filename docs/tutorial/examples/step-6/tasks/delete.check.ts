import {defineTask, describeRequests, finalEntities, hint, invalidEntry, pass, requestsTo} from '@site/playground/core/tasks';
import {deleteSteps} from './preview';

export const deleteArticle = defineTask({
  name: 'delete',
  title: 'Delete leaves a marker',
  statement:
    'Open **Suspense in one page** and press **Delete**: the run must send `DELETE /articles/3`, and `entities.Article` › `"3"` must become `INVALID (symbol)`.',
  preview: deleteSteps,
  check(run) {
    const deletes = requestsTo(run, 'DELETE', '/articles/3');
    if (deletes.length === 0) {
      return hint(`No DELETE /articles/3 was sent (the run sent ${describeRequests(run.requests)}): open the article and press Delete, which calls \`controller.fetch(ArticleResource.delete, {id})\`.`);
    }
    if (deletes[0].status !== 200) return hint(`DELETE /articles/3 was answered ${deletes[0].status ?? 'not yet'}, not 200.`);
    const stored = finalEntities(run).Article?.['3'];
    if (stored !== invalidEntry) return hint(`\`entities.Article\` › "3" is ${JSON.stringify(stored ?? null)}, not "${invalidEntry}": was it deleted with \`ArticleResource.delete\`?`);
    return pass;
  },
});
