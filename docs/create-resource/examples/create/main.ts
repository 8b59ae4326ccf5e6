import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

console.log('create.schema === getList.schema.push:', TodoResource.create.schema === TodoResource.getList.schema.push);

export default async function main(controller: Controller) {
  // Three lists in the store: all todos, user 1's, user 2's.
  await controller.fetch(TodoResource.getList);
  await controller.fetch(TodoResource.getList, {userId: 1});
  await controller.fetch(TodoResource.getList, {userId: 2});

  // POST /todos with this body; the server answers with the new todo and its id.
  const created = await controller.fetch(TodoResource.create, {
    userId: 1,
    title: 'Write the create page',
    completed: false,
  });
  console.log(`created id ${created.id}`);
}
