import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

// What a component reading article 1 would get from the store now.
function readCreatedAt(controller: Controller) {
  const {data} = controller.getResponse(ArticleResource.get, {id: '1'}, controller.getState());
  if (!data) throw new Error('article 1 is not in the store');
  return data.createdAt;
}

export default async function main(controller: Controller) {
  const article = await controller.fetch(ArticleResource.get, {id: '1'});
  console.log(`a Date: ${article.createdAt instanceof Date}`);
  console.log(`createdAt.toISOString(): ${article.createdAt.toISOString()}`);

  // Reads of the same stored record give the same Date: it is made once
  // per version of the record the store holds, not on every read.
  const first = readCreatedAt(controller);
  console.log(`two reads, one Date: ${first === readCreatedAt(controller)}`);

  // A new answer for the record is a new version: the next read makes a new Date.
  await controller.fetch(ArticleResource.get, {id: '1'});
  // The awaited fetch resolves just before the store takes in its answer: wait one turn.
  await new Promise((resolve) => setTimeout(resolve, 0));
  console.log(`after a refetch, the same Date: ${first === readCreatedAt(controller)}`);
}
