import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

export default async function main(controller: Controller) {
  // A plain fetch, for comparison: what the browser does by default.
  await fetch('/todos/1');

  // Each of the six members.
  await controller.fetch(TodoResource.getList);
  await controller.fetch(TodoResource.get, {id: 1});
  await controller.fetch(TodoResource.create, {title: 'Sign in once'});
  await controller.fetch(TodoResource.update, {id: 1}, {id: 1, title: 'Send cookies', completed: true});
  await controller.fetch(TodoResource.partialUpdate, {id: 2}, {completed: true});
  await controller.fetch(TodoResource.delete, {id: 2});
}
