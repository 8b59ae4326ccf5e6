import type {Controller} from '@data-client/react';
import {validateRequired} from '@data-client/rest';
import {Article, ArticleResource, ArticleSummary} from './resources';

export default async function main(controller: Controller) {
  const summaries = await controller.fetch(ArticleResource.getList);
  console.log(`getList: ${summaries.length} summaries (ArticleSummary: ${summaries[0] instanceof ArticleSummary})`);

  // What the list stored for article 1, as the detail view would read it.
  const stored = (controller.getState().entities.Article ?? {})['1'] as Record<string, unknown>;
  console.log(`stored by the list: ${JSON.stringify(stored)}`);
  console.log(`Article.validate: ${Article.validate(stored)}`);
  console.log(`validateRequired(stored, Article.defaults): ${validateRequired(stored, Article.defaults)}`);

  // What useSuspense(ArticleResource.get, {id: '1'}) does: use the store if
  // it holds a valid Article, fetch otherwise. The summary is not one.
  const article = await controller.fetchIfStale(ArticleResource.get, {id: '1'});
  console.log(`get: an Article (${article instanceof Article}), content: ${article.content.length} characters`);

  // TypeScript says Date; at run time it is something else.
  const createdAt: unknown = article.createdAt;
  console.log(`createdAt: typeof ${typeof createdAt}, a Date: ${createdAt instanceof Date}`);
  console.log(`the server's date (2001): ${String(createdAt).includes('2001')}`);
  console.log(`within a minute of now: ${Math.abs(Date.parse(String(createdAt)) - Date.now()) < 60_000}`);
}
