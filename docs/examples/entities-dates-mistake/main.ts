import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

export default async function main(controller: Controller) {
  const article = await controller.fetch(ArticleResource.get, {id: 1});
  // TypeScript says Date; at run time it is something else.
  const createdAt: unknown = article.createdAt;

  console.log(`typeof createdAt: ${typeof createdAt}`);
  console.log(`a Date: ${createdAt instanceof Date}`);
  console.log(`the server's date (2001): ${String(createdAt).includes('2001')}`);
  console.log(`within a minute of now: ${Math.abs(Date.parse(String(createdAt)) - Date.now()) < 60_000}`);
}
