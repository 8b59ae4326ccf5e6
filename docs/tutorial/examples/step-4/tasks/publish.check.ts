import {defineTask, describeRequests, hint, jsonBody, pass, requestsTo} from '@site/playground/core/tasks';
import {publishSteps} from './preview';

export const publish = defineTask({
  name: 'publish',
  title: 'Publish with create',
  statement:
    'Fill in the form (Title, Author, Text) and press **Publish**: the run must send one `POST /articles` whose JSON body has the three fields as strings, answered `201`.',
  preview: publishSteps,
  check(run) {
    const posts = requestsTo(run, 'POST', '/articles');
    if (posts.length === 0) {
      return hint(`No POST /articles was sent (the run sent ${describeRequests(run.requests)}): fill in the form and press Publish; its handler calls \`controller.fetch(ArticleResource.create, {title, author, body})\`.`);
    }
    if (posts.length > 1) return hint(`POST /articles was sent ${posts.length} times; one Publish should send it once.`);
    const [post] = posts;
    const body = jsonBody(post.requestBody) as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object') return hint(`POST /articles was sent with the body ${post.requestBody ?? '(none)'}, not a JSON object.`);
    for (const field of ['title', 'author', 'body']) {
      if (typeof body[field] !== 'string' || body[field] === '') {
        return hint(`POST /articles was sent with the body ${JSON.stringify(body)}: it has no \`${field}\` string.`);
      }
    }
    if (post.status !== 201) return hint(`POST /articles was answered ${post.status ?? 'not yet'}, not 201.`);
    return pass;
  },
});
