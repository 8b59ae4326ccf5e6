import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

export default async function main(controller: Controller) {
  const todos = await controller.fetch(TodoResource.getByUser, {userId: 1});
  console.log(todos.map((todo) => todo.title));

  // The original members are still there.
  await controller.fetch(TodoResource.partialUpdate, {id: 1}, {completed: true});
}
