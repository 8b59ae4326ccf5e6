import {defineTask, describeRequests, hint, jsonBody, pass, requestsTo} from '@site/playground/core/tasks';
import {renameSteps} from './preview';

export const rename = defineTask({
  name: 'rename',
  title: 'Send only the title',
  statement:
    'Open **Paths with parameters**, change its title and press **Save**: the run must send `PATCH /articles/2` whose body is only `{"title": …}`.',
  preview: renameSteps,
  check(run) {
    const puts = requestsTo(run, 'PUT', '/articles/2');
    const patches = requestsTo(run, 'PATCH', '/articles/2');
    if (patches.length === 0) {
      if (puts.length > 0) return hint('PUT /articles/2 was sent: that is `update`, which replaces the whole article. Use `ArticleResource.partialUpdate` to send PATCH.');
      return hint(`No PATCH /articles/2 was sent (the run sent ${describeRequests(run.requests)}): open the article, change the title and press Save.`);
    }
    const body = jsonBody(patches[0].requestBody);
    const fields = body && typeof body === 'object' ? Object.keys(body) : [];
    if (fields.join() !== 'title') {
      return hint(`PATCH /articles/2 was sent with the body ${patches[0].requestBody ?? '(none)'}; it should hold only \`title\`: pass \`{title}\` as the second argument.`);
    }
    if (patches[0].status !== 200) return hint(`PATCH /articles/2 was answered ${patches[0].status ?? 'not yet'}, not 200.`);
    return pass;
  },
});
