import type {Controller} from '@data-client/react';
import {Article, ArticleMeta, ArticleResource, ArticleSummary} from './resources';

// The default: an empty ArticleMeta. With the same validate, meta is one of the required keys.
console.log(`default meta: ${JSON.stringify(Article.defaults.meta)} (an ArticleMeta: ${Article.defaults.meta instanceof ArticleMeta})`);
console.log(`required: ${Object.keys(Article.defaults).join(', ')}`);

// TypeScript says Date; at run time it is what Date() without `new` returns.
function describeCreatedAt(createdAt: unknown) {
  const nearNow = Math.abs(Date.parse(String(createdAt)) - Date.now()) < 60_000;
  return `typeof ${typeof createdAt}, within a minute of now: ${nearNow}`;
}

export default async function main(controller: Controller) {
  const article = await controller.fetch(ArticleResource.get, {id: '1'});
  console.log(`createdAt: ${describeCreatedAt(article.createdAt)}`);

  const {meta} = article;
  console.log(`meta: an ArticleMeta (${meta instanceof ArticleMeta}), ${meta.viewCount} views, ${meta.likeCount} likes`);
  // The server sent id and title only for these: content reads as its
  // default; createdAt is Date called with its default, so not the epoch.
  for (const related of meta.relatedArticles) {
    console.log(`related: "${related.title}" (an ArticleSummary: ${related instanceof ArticleSummary}), content: ${JSON.stringify(related.content)}, createdAt: ${describeCreatedAt(related.createdAt)}`);
  }

  // A related summary is in the Article table without content, createdAt
  // or meta: opening it as an Article fetches it.
  const opened = await controller.fetchIfStale(ArticleResource.get, {id: meta.relatedArticles[0].id});
  console.log(`opened "${opened.title}": ${opened.meta.viewCount} views, content: ${opened.content.length} characters`);
}
