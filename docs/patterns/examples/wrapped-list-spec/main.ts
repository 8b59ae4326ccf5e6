import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

export default async function main(controller: Controller) {
  const page = await controller.fetch(ArticleResource.getList);
  console.log(`results: ${page.results.length}, total: ${page.total}, first: "${page.results[0].title}"`);

  await controller.fetch(ArticleResource.create, {title: 'Wrapped lists', author: 'Barbara'});

  // The awaited fetch resolves just before the store takes in its answer: wait one turn.
  await new Promise((resolve) => setTimeout(resolve, 0));

  // The list as a component would now read it from the store.
  const {data} = controller.getResponse(ArticleResource.getList, controller.getState());
  console.log(`after create: results: ${data.results?.length}, total: ${data.total}`);
}
