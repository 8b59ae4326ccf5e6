import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function outcome(result: PromiseSettledResult<unknown>): string {
  if (result.status === 'fulfilled') return `resolves with ${JSON.stringify(result.value)}`;
  const error = result.reason as Error;
  return `rejects with ${error.name}: ${error.message}`;
}

export default async function main(controller: Controller) {
  // A mutation goes out, then a read; the Network panel makes every answer take 500 ms.
  const update = controller.fetch(ArticleResource.partialUpdate, {id: 1}, {title: 'Renamed in flight'});
  await wait(100);
  const read = controller.fetch(ArticleResource.get, {id: 2});
  await wait(100);

  await controller.resetEntireStore();
  console.log('resetEntireStore() while both are in flight');

  const [updated, got] = await Promise.allSettled([update, read]);
  console.log(`partialUpdate: ${outcome(updated)}`);
  console.log(`get: ${outcome(got)}`);
  // The awaited fetch resolves just before the store would take in its answer: wait one turn.
  await wait(0);
  console.log(`entities after both answers: ${JSON.stringify(controller.getState().entities)}`);
}
