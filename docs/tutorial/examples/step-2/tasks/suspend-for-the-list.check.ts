import {defineTask, describeRequest, describeRequests, finalEntities, hint, pass, queryOf, requestsTo} from '@site/playground/core/tasks';

export const suspendForTheList = defineTask({
  name: 'suspend-for-the-list',
  title: 'Read the list with useSuspense',
  statement:
    'Call `useSuspense(ArticleResource.getList)` in `App`: the run must send one `GET /articles`, with no query, and the store must hold its list of keys under `COLLECT:ArraySchema(Article)` › `{}`.',
  check(run) {
    const lists = requestsTo(run, 'GET', '/articles');
    if (lists.length === 0) {
      return hint(`The run sent ${describeRequests(run.requests)}, and no GET /articles: nothing read \`ArticleResource.getList\`.`);
    }
    if (lists.length > 1) return hint(`GET /articles was sent ${lists.length} times; \`useSuspense\` should send it once.`);
    const [list] = lists;
    const query = queryOf(list).toString();
    if (query) return hint(`GET /articles was sent with ?${query}: call \`useSuspense(ArticleResource.getList)\` without params.`);
    if (list.status !== 200) return hint(`The list request was ${describeRequest(list)}, not answered 200.`);
    const keys = finalEntities(run)['COLLECT:ArraySchema(Article)']?.['{}'];
    if (JSON.stringify(keys) !== '["1","2","3"]') {
      return hint(`\`COLLECT:ArraySchema(Article)\` › \`{}\` holds ${keys === undefined ? 'nothing' : JSON.stringify(keys)}, not ["1","2","3"].`);
    }
    return pass;
  },
});
