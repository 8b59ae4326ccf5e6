import {defineTask, describeRequest, describeRequests, finalEntities, hint, pass, requestsTo} from '@site/playground/core/tasks';

export const refetchIncomplete = defineTask({
  name: 'refetch-incomplete',
  title: 'A summary is not an Article',
  statement:
    'Give `Article` a `static validate` that returns a message when the record has no `body`, so that the detail view fetches the full article: after `GET /articles`, the run must send `GET /articles/1`, and `entities.Article` › `"1"` must hold its `body`.',
  check(run) {
    const lists = requestsTo(run, 'GET', '/articles');
    if (lists.length === 0) return hint(`The run sent ${describeRequests(run.requests)} and no GET /articles: the list should render first.`);
    const details = requestsTo(run, 'GET', '/articles/1');
    if (details.length === 0) {
      return hint(
        `The run sent ${describeRequests(run.requests)} and no GET /articles/1: \`entities.Article\` › "1" came from the list without a \`body\`, and it passes for a complete \`Article\`, so \`get\` read it from the store. A \`validate\` that returns a string for a record without \`body\` makes that read count as missing.`,
      );
    }
    const [detail] = details;
    if (run.requests.indexOf(detail) < run.requests.indexOf(lists[0])) return hint(`${describeRequest(detail)} was sent before GET /articles: open the article from the list, as \`App.tsx\` does.`);
    if (detail.status !== 200) return hint(`${describeRequest(detail)} was not answered 200.`);
    const article = finalEntities(run).Article?.['1'];
    const body = typeof article === 'object' && article !== null && !Array.isArray(article) ? article.body : undefined;
    if (typeof body !== 'string' || body === '') return hint(`GET /articles/1 was answered, but \`entities.Article\` › "1" has no \`body\`.`);
    return pass;
  },
});
