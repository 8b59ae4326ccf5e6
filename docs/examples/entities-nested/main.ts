import type {Controller} from '@data-client/react';
import {ArticleMeta, ArticleResource, ArticleSummary} from './resources';

export default async function main(controller: Controller) {
  const article = await controller.fetch(ArticleResource.get, {id: 1});
  const {meta} = article;

  console.log(`meta is an ArticleMeta: ${meta instanceof ArticleMeta}, views: ${meta.views}`);
  for (const related of meta.relatedArticles) {
    console.log(`related: "${related.title}" (an ArticleSummary: ${related instanceof ArticleSummary})`);
  }

  // Open the first related article as useSuspense would: fetchIfStale uses
  // the store when it holds a valid, fresh Article, and fetches otherwise.
  const opened = await controller.fetchIfStale(ArticleResource.get, {id: meta.relatedArticles[0].id});
  console.log(`opened "${opened.title}": ${opened.body}`);
}
