import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

export default async function main(controller: Controller) {
  await controller.fetch(TodoResource.getList);
  await controller.fetch(TodoResource.create, {title: 'Await the base', completed: false});
  await controller.fetch(TodoResource.partialUpdate, {id: 1}, {completed: true});
}
