import {defineTask, describeRequests, hint, pass, requestsTo} from '@site/playground/core/tasks';
import {refreshSteps} from './preview';

export const busyServer = defineTask({
  name: 'busy-server',
  title: 'A server that fails every second time',
  statement:
    'Add the `mocks.ts` handler and a **Refresh** button that invalidates the list: after one **Refresh**, the second `GET /articles` must be answered `503`.',
  preview: refreshSteps,
  check(run) {
    const lists = requestsTo(run, 'GET', '/articles');
    if (lists.length < 2) {
      return hint(`GET /articles was sent ${lists.length === 1 ? 'once' : `${lists.length} times`} (the run sent ${describeRequests(run.requests)}): press Refresh, which calls \`controller.invalidate(ArticleResource.getList)\`, to send it again.`);
    }
    if (lists[0].status !== 200) return hint(`The first GET /articles was answered ${lists[0].status ?? 'not yet'}, not 200: the handler should let it through (return undefined).`);
    if (lists[1].status !== 503) return hint(`The second GET /articles was answered ${lists[1].status ?? 'not yet'}, not 503: make the handler in mocks.ts fail every second call.`);
    return pass;
  },
});
