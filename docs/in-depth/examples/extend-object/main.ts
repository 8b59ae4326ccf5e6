import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

export default async function main(controller: Controller) {
  await controller.fetch(ArticleResource.getList);
  await controller.fetch(ArticleResource.get, {id: 3});
  await controller.fetch(ArticleResource.partialUpdate, {id: 3}, {title: 'Suspense, briefly'});
}
