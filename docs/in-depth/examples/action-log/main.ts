import type {Controller} from '@data-client/react';
import {ActionLogger} from './ActionLogger';
import {ArticleResource} from './resources';

// The playground adds these to its store, right after the one that records the Store panel.
export const managers = [new ActionLogger()];

export default async function main(controller: Controller) {
  console.log('1. fetch');
  await controller.fetch(ArticleResource.get, {id: 1});

  console.log('2. mutation');
  await controller.fetch(ArticleResource.partialUpdate, {id: 1}, {title: 'Normalize, then read'});

  console.log('3. invalidation');
  await controller.invalidate(ArticleResource.get, {id: 1});

  console.log('4. error');
  await controller.fetch(ArticleResource.get, {id: 99}).catch(() => {});
}
