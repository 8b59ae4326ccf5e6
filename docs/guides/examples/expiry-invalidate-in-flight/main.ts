import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default async function main(controller: Controller) {
  const key = ArticleResource.getList.key(); // 'GET /articles'

  function show(when: string) {
    const state = controller.getState();
    const meta = state.meta[key] as {invalidated?: boolean};
    console.log(`${when}: results has "${key}": ${key in state.results}; invalidated ${meta.invalidated ?? false}`);
  }

  await controller.fetch(ArticleResource.getList);

  // A refetch goes out; the Network panel makes every answer take 1000 ms.
  const refetch = controller.fetch(ArticleResource.getList);
  await wait(100);
  await controller.invalidate(ArticleResource.getList);
  show('invalidated during the refetch');

  // What useSuspense does with an invalid result: read it again.
  const read = controller.fetchIfStale(ArticleResource.getList);
  console.log(`fetchIfStale: ${read instanceof Promise ? 'waits for a request' : 'returns the stored list'}`);
  await Promise.all([refetch, read]);
  // The awaited fetch resolves just before the store takes in its answer: wait one turn.
  await wait(0);
  show('after the refetch answered');
}
