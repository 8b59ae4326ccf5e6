import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

export default async function main(controller: Controller) {
  // What partialUpdate sends: only the fields you pass.
  const init = await TodoResource.partialUpdate.getRequestInit({completed: true});
  console.log(`${init.method} with body ${init.body}`);

  await controller.fetch(TodoResource.getList);

  // PATCH /todos/2: the server merges the field into the record and answers with all of it.
  const todo = await controller.fetch(TodoResource.partialUpdate, {id: 2}, {completed: true});
  console.log('todo 2, partialUpdate resolves with:', JSON.stringify(todo));
}
