import type {Controller} from '@data-client/react';
import {ArticleResource, getSummaries} from './resources';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default async function main(controller: Controller) {
  const read = (id: number) => {
    const {data, expiresAt} = controller.getResponse(ArticleResource.get, {id}, controller.getState());
    return `"${data?.title}", body ${data?.body ? 'present' : 'empty'}, ${Date.now() > expiresAt ? 'stale' : 'fresh'}`;
  };

  await controller.fetch(ArticleResource.get, {id: 1});
  console.log(`get 1 fetched: ${read(1)}`);
  await wait(1100);
  console.log(`1100 ms later: ${read(1)}`);

  // Someone else renames article 1; the store does not know.
  await fetch('/articles/1', {method: 'PATCH', body: JSON.stringify({title: 'Normalize once'})});

  await controller.fetch(getSummaries);
  console.log(`after the list, get 1: ${read(1)}`);
  console.log(`after the list, get 2: ${read(2)}`);

  const {meta, entityMeta} = controller.getState();
  const record = entityMeta.Article!['1']!;
  console.log(`record 1 last written by the list: ${record.date === meta['GET /articles']!.date}`);
  console.log(`GET /articles/1 meta older than record 1: ${meta['GET /articles/1']!.date < record.date}`);
}
