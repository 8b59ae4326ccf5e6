import {defineTask, finalEntities, hint, pass, requestsTo} from '@site/playground/core/tasks';
import {refreshSteps} from './preview';

export const recover = defineTask({
  name: 'recover',
  title: 'Recover after the error',
  statement:
    'Press **Refresh** a second time, after the `503`: a third `GET /articles` must go out and be answered `200`, and the list must be stored again. A boundary that caught an error needs a new `key` for that.',
  preview: refreshSteps,
  check(run) {
    const lists = requestsTo(run, 'GET', '/articles');
    const failed = lists.findIndex((request) => request.status === 503);
    if (failed === -1) return hint('No GET /articles was answered 503, so there was no error to recover from yet.');
    const retry = lists[failed + 1];
    if (!retry) {
      return hint('After the 503, no GET /articles was sent: the error boundary kept showing the error. Give `AsyncBoundary` a `key` that Refresh changes.');
    }
    if (retry.status !== 200) return hint(`The GET /articles after the 503 was answered ${retry.status ?? 'not yet'}, not 200.`);
    const list = finalEntities(run)['COLLECT:ArraySchema(Article)']?.['{}'];
    if (!Array.isArray(list) || list.length === 0) return hint('The store holds no list under `COLLECT:ArraySchema(Article)` › `{}` after the retry.');
    return pass;
  },
});
