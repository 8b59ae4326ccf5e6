import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

// Edit anything, then press Run (or Ctrl+Enter). The request log and the
// store below show what createResource sent and what the store kept.
export default async function main(controller: Controller) {
  const articles = await controller.fetch(ArticleResource.getList, {author: 'ana'});
  console.log(articles.map((article) => article.title));

  // getList.push posts a new article and appends it to the stored lists it matches
  // (0.9.9 still has it as `create`, marked deprecated in favour of this name).
  await controller.fetch(ArticleResource.getList.push, {title: 'Written here', author: 'ana'});
}
