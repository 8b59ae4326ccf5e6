import {defineTask, describeRequests, finalEntities, hint, pass, requestsTo} from '@site/playground/core/tasks';

const titles = ['Why normalize?', 'Paths with parameters', 'Suspense in one page'];

export const listOfKeys = defineTask({
  name: 'list-of-keys',
  title: 'One request, a list of keys',
  statement:
    'Keep one `GET /articles` and the three titles in the console, and let the store keep the list as keys: `COLLECT:ArraySchema(Article)` › `{}` must hold `["1", "2", "3"]`.',
  check(run) {
    const lists = requestsTo(run, 'GET', '/articles');
    if (lists.length !== 1 || run.requests.length !== 1) {
      return hint(`The run sent ${describeRequests(run.requests)}; it should send one GET /articles and nothing else.`);
    }
    const list = finalEntities(run)['COLLECT:ArraySchema(Article)']?.['{}'];
    if (list === undefined) {
      return hint('GET /articles was sent, but the store has no `COLLECT:ArraySchema(Article)` › `{}`: the answer did not go through `ArticleResource.getList`.');
    }
    if (JSON.stringify(list) !== '["1","2","3"]') {
      return hint(`\`COLLECT:ArraySchema(Article)\` › \`{}\` holds ${JSON.stringify(list)}, not ["1","2","3"].`);
    }
    const printed = run.console.map((line) => line.text);
    if (printed.join('\n') !== titles.join('\n')) {
      return hint(`The console printed ${printed.length === 0 ? 'nothing' : JSON.stringify(printed)}, not the three titles: log \`article.title\` for each article.`);
    }
    return pass;
  },
});
