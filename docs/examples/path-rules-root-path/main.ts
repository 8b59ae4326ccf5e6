import type {Controller} from '@data-client/react';
import {BareResource, TodoResource} from './resources';

console.log('getList.path      ', JSON.stringify(TodoResource.getList.path));
console.log('with the prefix   ', TodoResource.getList.url(), TodoResource.get.url({id: 1}));
// Without a prefix, getList's URL is empty, or only a query string.
console.log('without a prefix  ', JSON.stringify(BareResource.getList.url()), JSON.stringify(BareResource.getList.url({page: 2})));

export default async function main(controller: Controller) {
  await controller.fetch(TodoResource.getList);
  await controller.fetch(TodoResource.get, {id: 1});
}
