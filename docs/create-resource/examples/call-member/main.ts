import type {Controller} from '@data-client/react';
import {Todo, TodoResource} from './resources';

export default async function main(controller: Controller) {
  // A member is a function: called, it sends its request and resolves with
  // the parsed answer.
  const todo = await TodoResource.get({id: 1});
  console.log(`get({id: 1}): ${JSON.stringify(todo)} (a Todo: ${todo instanceof Todo})`);
  const changed = await TodoResource.partialUpdate({id: 1}, {completed: true});
  console.log(`partialUpdate({id: 1}, body): completed ${changed.completed}`);
  console.log(`tables in the store: ${Object.keys(controller.getState().entities).length}`);

  // Through the controller, the answer is normalized into the store.
  const stored = await controller.fetch(TodoResource.get, {id: 1});
  console.log(`controller.fetch(get, {id: 1}): a Todo: ${stored instanceof Todo}`);
}
