/**
 * Programs shaped like the library's docs and like apps, run by the Node
 * tests (playground/core/run.test.ts) and the browser's
 * (tests/browser/real-world.test.ts) alike: the same code must fail the same
 * way in both hosts.
 */

/** An endpoint whose `fetch` reads a name nobody defined: it throws when @data-client starts the fetch later (line 9). */
export const endpointFetchThrowsLater = `import {RestEndpoint} from '@data-client/rest';
import type {Controller} from '@data-client/react';

declare const apiRoot: string;

const getTodo = new RestEndpoint({
  path: '/todos/:id',
  fetch({id}: {id: string}) {
    return fetch(\`\${apiRoot}/todos/\${id}\`).then((response) => response.json());
  },
});

export default async function main(controller: Controller) {
  const todo = await controller.fetch(getTodo, {id: '1'});
  console.log(todo);
}`;
