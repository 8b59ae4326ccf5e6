import type {Controller} from '@data-client/react';
import {Article, ArticleResource} from './resources';

export default async function main(controller: Controller) {
  const {publish, getByAuthor} = ArticleResource;
  console.log(`publish: ${publish.method} ${publish.url({id: 2})}, name ${publish.name}`);

  const article = await controller.fetch(publish, {id: 2});
  console.log(`published: ${article.published}`);

  // The mistake: GET /authors/Grace/articles answers a list, but this endpoint expects one Article.
  console.log(`getByAuthor: ${getByAuthor.method} ${getByAuthor.url({author: 'Grace'})}, schema is Article: ${getByAuthor.schema === Article}`);
}
