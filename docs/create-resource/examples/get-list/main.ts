import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

export default async function main(controller: Controller) {
  const all = await controller.fetch(TodoResource.getList);
  console.log(`all: ${all.length} todos`);

  // Params become the query string; the server here filters by them.
  const mine = await controller.fetch(TodoResource.getList, {userId: 1});
  console.log(`userId 1: ${mine.length} todos`);

  // Keys are sorted: completed before userId, whatever order you write them in.
  const open = await controller.fetch(TodoResource.getList, {userId: 1, completed: false});
  console.log(`userId 1, not completed: ${open.map((todo) => todo.title).join(', ')}`);
}
