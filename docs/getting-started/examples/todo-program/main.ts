import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

export default async function main(controller: Controller) {
  const todos = await controller.fetch(TodoResource.getList);
  console.log(`${todos.length} todos; the first is "${todos[0].title}"`);

  await controller.fetch(TodoResource.partialUpdate, {id: 1}, {completed: true});
}
