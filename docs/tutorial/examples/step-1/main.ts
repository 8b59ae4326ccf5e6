import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

export default async function main(controller: Controller) {
  const articles = await controller.fetch(ArticleResource.getList);
  for (const article of articles) console.log(article.title);
}
