import type {Controller} from '@data-client/react';
import {PlainTodoResource, TodoResource} from './resources';

// What each class hands to fetch: the subclass sets the mode, RestEndpoint
// leaves it out.
const init = await TodoResource.get.getRequestInit(undefined);
const plainInit = await PlainTodoResource.get.getRequestInit(undefined);
console.log(`SameOriginEndpoint's init: credentials ${init.credentials}`);
console.log(`RestEndpoint's init: credentials ${plainInit.credentials ?? '(not set)'}`);

export default async function main(controller: Controller) {
  // Each of the six members.
  await controller.fetch(TodoResource.getList);
  await controller.fetch(TodoResource.get, {id: 1});
  await controller.fetch(TodoResource.create, {title: 'Sign in once'});
  await controller.fetch(TodoResource.update, {id: 1}, {id: 1, title: 'Send cookies', completed: true});
  await controller.fetch(TodoResource.partialUpdate, {id: 2}, {completed: true});
  await controller.fetch(TodoResource.delete, {id: 2});

  // Without the subclass: fetch's own default is the same mode.
  console.log('PlainTodoResource.get:');
  await controller.fetch(PlainTodoResource.get, {id: 1});
}
