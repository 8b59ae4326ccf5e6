import type {Controller} from '@data-client/react';
import {Article, ArticleMeta, ArticleResource, ArticleSummary} from './resources';

// The default: an empty ArticleMeta.
console.log(`default meta: ${JSON.stringify(Article.defaults.meta)} (an ArticleMeta: ${Article.defaults.meta instanceof ArticleMeta})`);

export default async function main(controller: Controller) {
  const article = await controller.fetch(ArticleResource.get, {id: '1'});
  const {meta} = article;
  console.log(`meta: an ArticleMeta (${meta instanceof ArticleMeta}), ${meta.viewCount} views, ${meta.likeCount} likes`);
  for (const related of meta.relatedArticles) {
    console.log(`related: "${related.title}" (an ArticleSummary: ${related instanceof ArticleSummary})`);
  }

  // A related summary is in the Article table without content, createdAt
  // or meta: opening it as an Article fetches it.
  const opened = await controller.fetchIfStale(ArticleResource.get, {id: meta.relatedArticles[0].id});
  console.log(`opened "${opened.title}": ${opened.meta.viewCount} views, created ${opened.createdAt.toISOString()}`);
}
