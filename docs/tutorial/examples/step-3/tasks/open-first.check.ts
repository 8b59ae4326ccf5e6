import {defineTask, describeRequests, finalEntities, hint, pass, requestsTo} from '@site/playground/core/tasks';

export const openFirst = defineTask({
  name: 'open-first',
  title: 'Open an article before the list',
  statement:
    'Once your detail view works, start `selectedId` at `2` instead of `null`. Now the detail view renders before any list: `get` finds nothing in the store, so the run must send `GET /articles/2` (and no `GET /articles`), and store article `"2"` alone.',
  check(run) {
    const details = requestsTo(run, 'GET', '/articles/2');
    const lists = requestsTo(run, 'GET', '/articles');
    if (details.length === 0) {
      return hint(
        lists.length > 0
          ? `The run sent ${describeRequests(run.requests)} and no GET /articles/2: the list rendered first, so \`get\` found article "2" in the store.`
          : `The run sent ${describeRequests(run.requests)} and no GET /articles/2: does \`ArticleDetail\` call \`useSuspense(ArticleResource.get, {id})\`, with \`selectedId\` starting at 2?`,
      );
    }
    if (lists.length > 0) return hint('GET /articles was sent too: with `selectedId` at 2 the list should not render.');
    if (details[0].status !== 200) return hint(`GET /articles/2 was answered ${details[0].status ?? 'not yet'}, not 200.`);
    const keys = Object.keys(finalEntities(run).Article ?? {});
    if (keys.join() !== '2') return hint(`\`entities.Article\` holds ${keys.length ? keys.map((key) => `"${key}"`).join(', ') : 'nothing'}, not article "2" alone.`);
    return pass;
  },
});
