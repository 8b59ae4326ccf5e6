import type {Controller} from '@data-client/react';
import {PostResource} from './resources';

const {get, getList} = PostResource;

// A param named in the member's path fills it; every other param goes to the query string.
console.log(get.url({userId: 1, id: 2}));
console.log(getList.url({userId: 1, published: true}));
// getList's path has no :id, so id is just another query param here.
console.log(getList.url({userId: 1, id: 2}));
// Path params are encoded with encodeURIComponent, query params with URLSearchParams.
console.log(getList.url({userId: 'ada lovelace', q: 'ada lovelace'}));

try {
  // Mistake: getList's path needs userId (the type-check says so too).
  // @ts-expect-error userId is missing
  getList.url({});
} catch (error) {
  console.log('getList.url({}):', (error as Error).message);
}

export default async function main(controller: Controller) {
  await controller.fetch(getList, {userId: 1});
  await controller.fetch(getList, {userId: 1, published: true});
  await controller.fetch(get, {userId: 1, id: 2});
  await controller.fetch(PostResource.create, {userId: 1}, {userId: 1, title: 'Posted to /users/1/posts'});
  await controller.fetch(PostResource.partialUpdate, {userId: 1, id: 2}, {published: true});
  await controller.fetch(PostResource.delete, {userId: 1, id: 1});
}
