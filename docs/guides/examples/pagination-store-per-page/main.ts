import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

export default async function main(controller: Controller) {
  await controller.fetch(ArticleResource.getList, {limit: 5, skip: 0});
  await controller.fetch(ArticleResource.getList, {limit: 5, skip: 5});

  const state = controller.getState();
  console.log(`results: ${Object.keys(state.results).join(' | ')}`);
  const lists = state.entities['COLLECT:ArraySchema(Article)'] as Record<string, string[]>;
  for (const [params, ids] of Object.entries(lists)) console.log(`list ${params}: ${ids.join(', ')}`);

  // Page 1 again: still fresh in the store, so no request.
  const again = controller.fetchIfStale(ArticleResource.getList, {limit: 5, skip: 0});
  console.log(`page 1 again: ${again instanceof Promise ? 'a request' : 'from the store, no request'}`);
}
