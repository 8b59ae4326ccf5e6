import type {Controller} from '@data-client/react';
import {ArticleResource, getFeatured, getFeaturedShared} from './resources';

type Listed = {id: number}[];
const ids = (list: Listed) => list.map((article) => article.id).join(', ');

export default async function main(controller: Controller) {
  console.log(`getFeaturedShared answers: ${ids(await controller.fetch(getFeaturedShared))}`);
  await controller.fetch(ArticleResource.getList);
  const shared = controller.getResponse(getFeaturedShared, controller.getState()).data as Listed;
  console.log(`after getList, getFeaturedShared reads: ${ids(shared)}`);

  console.log(`getFeatured answers: ${ids(await controller.fetch(getFeatured))}`);
  await controller.fetch(ArticleResource.getList);
  const own = controller.getResponse(getFeatured, controller.getState()).data as Listed;
  console.log(`after getList, getFeatured reads: ${ids(own)}`);
}
