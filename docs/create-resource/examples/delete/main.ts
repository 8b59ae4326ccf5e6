import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

export default async function main(controller: Controller) {
  await controller.fetch(TodoResource.getList);

  // DELETE /todos/1: this server answers with the deleted record.
  const deleted = await controller.fetch(TodoResource.delete, {id: 1});
  console.log('delete resolves with:', JSON.stringify(deleted));
  await new Promise((resolve) => setTimeout(resolve, 0));

  // The stored list still holds key "1", but reading it leaves todo 1 out.
  const list = controller.getResponse(TodoResource.getList, controller.getState()).data;
  console.log(`getList now reads ${list?.length} todo(s): ${list?.map((todo) => todo.title).join(', ')}`);
}
