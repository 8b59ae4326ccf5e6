import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

export default async function main(controller: Controller) {
  // What update sends: the method and the body, as JSON.
  const init = await TodoResource.update.getRequestInit({userId: 1, title: 'Run every example', completed: true});
  console.log(`${init.method} with body ${init.body}`);

  await controller.fetch(TodoResource.getList);

  // PUT /todos/2 with the whole record: the server replaces it.
  const updated = await controller.fetch(
    TodoResource.update,
    {id: 2},
    {userId: 1, title: 'Run every example', completed: true},
  );
  console.log('todo 2, update resolves with:', JSON.stringify(updated));

  // Mistake: `completed` is left out. PUT replaces the whole record, so the
  // server drops the field; its answer has no `completed`.
  const replaced = await controller.fetch(TodoResource.update, {id: 1}, {userId: 1, title: 'Read every page'});
  console.log('todo 1, update resolves with:', JSON.stringify(replaced));

  // Ask the server again: it still has no `completed` for todo 1.
  await controller.fetch(TodoResource.get, {id: 1});
  await new Promise((resolve) => setTimeout(resolve, 0));

  // What a component reading todo 1 would show: the store's copy.
  const stored = controller.getResponse(TodoResource.get, {id: 1}, controller.getState()).data;
  console.log('todo 1, from the store:', JSON.stringify(stored));
}
