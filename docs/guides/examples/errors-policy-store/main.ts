import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

export default async function main(controller: Controller) {
  await controller.fetch(ArticleResource.getList);
  await controller.fetch(ArticleResource.get, {id: 2});

  // Each of these fails (see mocks.ts); the store keeps each error in meta.
  await controller.fetch(ArticleResource.getList).catch(() => {});
  await controller.fetch(ArticleResource.get, {id: 1}).catch(() => {});
  await controller.fetch(ArticleResource.get, {id: 2}).catch(() => {});
  await new Promise((resolve) => setTimeout(resolve, 0)); // let the store take in the last error

  const state = controller.getState();
  const report = (key: string, error: unknown) => {
    const meta = state.meta[key] as {error: {status: number}; errorPolicy?: string};
    // useSuspense throws what getError returns; undefined means it keeps showing the data.
    console.log(`${key}: ${meta.error.status}, errorPolicy ${meta.errorPolicy}, getError ${error ? 'returns it' : 'undefined'}`);
  };
  report('GET /articles', controller.getError(ArticleResource.getList, state));
  report('GET /articles/1', controller.getError(ArticleResource.get, {id: 1}, state));
  report('GET /articles/2', controller.getError(ArticleResource.get, {id: 2}, state));
  console.log(`results stored for: ${Object.keys(state.results).join(', ')}`);
}
