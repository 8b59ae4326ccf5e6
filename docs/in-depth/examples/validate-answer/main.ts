import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

export default async function main(controller: Controller) {
  await controller.fetch(ArticleResource.get, {id: 1});
  console.log('article 1: stored');

  await controller.fetch(ArticleResource.get, {id: 2}).catch((error: Error & {status?: number}) => {
    console.log(`article 2: rejected with ${error.status}: ${error.message.split('\n').at(-1)}`);
  });

  const meta = controller.getState().meta['GET /articles/2']!;
  console.log(`meta: error ${meta.error?.status}, errorPolicy ${meta.errorPolicy ?? 'none (hard)'}, expires ${meta.expiresAt - meta.date} ms after`);
}
