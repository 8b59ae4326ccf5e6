import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

// urlPrefix is put in front of every URL the members build.
console.log(TodoResource.getList.url());
console.log(TodoResource.get.url({id: 1}));

export default async function main(controller: Controller) {
  await controller.fetch(TodoResource.getList);
  await controller.fetch(TodoResource.partialUpdate, {id: 1}, {completed: true});
}
