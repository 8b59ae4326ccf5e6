import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

// Edit anything, then press Run (or Ctrl+Enter). The request log and the
// store below show what createResource sent and what the store kept.
export default async function main(controller: Controller) {
  const articles = await controller.fetch(ArticleResource.getList, {author: 'ana'});
  console.log(articles.map((article) => article.title));

  await controller.fetch(ArticleResource.create, {title: 'Written here', author: 'ana'});
}
