import type {Controller} from '@data-client/react';
import {Todo, TodoResource} from './resources';

export default async function main(controller: Controller) {
  const todo = await controller.fetch(TodoResource.get, {id: 1});
  console.log(`"${todo.title}" (a Todo: ${todo instanceof Todo})`);

  await controller.fetch(TodoResource.partialUpdate, {id: 1}, {completed: true});
}

// The path's parameters are checked. Hover over TodoResource.get to see them.
export function typo(controller: Controller) {
  // @ts-expect-error 'ID' does not exist in type 'KeysToArgs<"id">'. Did you mean to write 'id'?
  return controller.fetch(TodoResource.get, {ID: 1});
}
