import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

export default async function main(controller: Controller) {
  await controller.fetch(TodoResource.getList);

  // DELETE /todos/1, sent by hand: the server deletes the todo, the store never hears of it.
  const response = await fetch('/todos/1', {method: 'DELETE'});
  console.log('delete resolves with:', JSON.stringify(await response.json()));
  await new Promise((resolve) => setTimeout(resolve, 0));

  const list = controller.getResponse(TodoResource.getList, controller.getState()).data;
  console.log(`getList now reads ${list?.length} todo(s): ${list?.map((todo) => todo.title).join(', ')}`);
}
