import type {Controller} from '@data-client/react';
import {ArticleResource, PriceResource} from './resources';

// The values of ExpiryStatus (@data-client/core), by name.
const expiryStatus = {1: 'Invalid', 2: 'InvalidIfStale', 3: 'Valid'} as const;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default async function main(controller: Controller) {
  await controller.fetch(ArticleResource.getList);
  await controller.fetch(PriceResource.getList);

  function show(when: string) {
    const state = controller.getState();
    for (const [name, endpoint] of [
      ['articles', ArticleResource.getList],
      ['prices', PriceResource.getList],
    ] as const) {
      const {data, expiryStatus: status, expiresAt} = controller.getResponse(endpoint, state);
      const age = Date.now() > expiresAt ? 'stale' : 'fresh';
      console.log(`${when}, ${name}: ${age}, expiryStatus ${expiryStatus[status as 1 | 2 | 3]}, ${data?.length} stored`);
    }
  }

  show('at once');
  await wait(2200);
  show('2200 ms later');
}
