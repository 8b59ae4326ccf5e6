import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default async function main(controller: Controller) {
  await controller.fetch(ArticleResource.getList);

  const state = controller.getState();
  const meta = state.meta['GET /articles'] as {date: number; expiresAt: number};
  const article = state.entityMeta.Article['1'] as {date: number; expiresAt: number; fetchedAt: number};
  console.log(`meta["GET /articles"]: expiresAt = date + ${meta.expiresAt - meta.date} ms`);
  console.log(`entityMeta.Article["1"]: expiresAt = date + ${article.expiresAt - article.date} ms`);

  const now = controller.fetchIfStale(ArticleResource.getList);
  console.log(`at once, fetchIfStale: ${now instanceof Promise ? 'sends a request' : 'no request'}`);

  await wait(600);
  const later = controller.fetchIfStale(ArticleResource.getList);
  console.log(`600 ms later, fetchIfStale: ${later instanceof Promise ? 'sends a request' : 'no request'}`);
  await later;
}
