import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Resets the store 100 ms after `pending` started, while its request is on
// its way (the Network panel makes every answer take 1000 ms), and says
// how `pending` settles.
async function resetDuring(controller: Controller, pending: Promise<unknown>): Promise<string> {
  await wait(100);
  await controller.resetEntireStore();
  const [result] = await Promise.allSettled([pending]);
  // The awaited fetch resolves just before the store would take in its answer: wait one turn.
  await wait(0);
  if (result.status === 'fulfilled') return `resolves with ${JSON.stringify(result.value)}`;
  const error = result.reason as Error;
  return `rejects with ${error.name}: ${error.message}`;
}

export default async function main(controller: Controller) {
  const update = controller.fetch(ArticleResource.partialUpdate, {id: 1}, {title: 'Renamed in flight'});
  console.log(`partialUpdate: ${await resetDuring(controller, update)}`);
  console.log(`entities: ${JSON.stringify(controller.getState().entities)}`);

  const read = controller.fetch(ArticleResource.get, {id: 2});
  console.log(`get: ${await resetDuring(controller, read)}`);
  console.log(`entities: ${JSON.stringify(controller.getState().entities)}`);
}
