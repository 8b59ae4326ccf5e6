import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

export default async function main(controller: Controller) {
  const article = await controller.fetch(ArticleResource.get, {id: 1});

  console.log(`a Date: ${article.createdAt instanceof Date}`);
  console.log(`createdAt.toISOString(): ${article.createdAt.toISOString()}`);
  console.log(`year: ${article.createdAt.getUTCFullYear()}`);
}
