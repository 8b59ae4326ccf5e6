import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default async function main(controller: Controller) {
  await controller.fetch(TodoResource.getList);
  await wait(0); // the store takes in the answer just after fetch resolves

  const meta = controller.getState().meta['GET /todos'];
  console.log(`fresh for ${meta.expiresAt - meta.date} ms`);

  // Fresh: fetchIfStale (what useSuspense does) sends nothing.
  await controller.fetchIfStale(TodoResource.getList);

  await wait(1500);
  // Stale: now it sends GET /todos again.
  await controller.fetchIfStale(TodoResource.getList);
}
