import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

export default async function main(controller: Controller) {
  function show(when: string) {
    const state = controller.getState();
    console.log(`${when}:`);
    for (const [key, value] of Object.entries(state.meta)) {
      const meta = value as {date: number; expiresAt: number; invalidated?: boolean};
      const expiresAt = meta.expiresAt > 1 ? `date + ${meta.expiresAt - meta.date} ms` : meta.expiresAt;
      const result = key in state.results ? 'kept' : 'gone';
      console.log(`  ${key}: result ${result}, expiresAt ${expiresAt}${meta.invalidated ? ', invalidated' : ''}`);
    }
  }

  await controller.fetch(ArticleResource.getList);
  await controller.fetch(ArticleResource.get, {id: 1});
  await controller.fetch(ArticleResource.get, {id: 2});

  // Every stored result of get: testKey matches keys of its path, '/articles/:id'.
  await controller.expireAll({testKey: (key) => ArticleResource.get.testKey(key)});
  show('after expireAll (get)');

  // Every stored result of getList.
  await controller.invalidateAll({testKey: (key) => ArticleResource.getList.testKey(key)});
  show('after invalidateAll (getList)');

  // Stale, not invalid: fetchIfStale sends a request, and the old article stays readable meanwhile.
  const request = controller.fetchIfStale(ArticleResource.get, {id: 1});
  console.log(`fetchIfStale(get, {id: 1}): ${request instanceof Promise ? 'sends a request' : 'no request'}`);
  await request;
}
