import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

export default async function main(controller: Controller) {
  await controller.fetch(TodoResource.getList);
  // GET /todos?page=2. Its list key leaves `page` out, so the answer is
  // appended to getList's list: the Store panel shows four ids under {}.
  const page = await controller.fetch(TodoResource.getList.getPage, {page: 2});
  console.log(`getPage resolves with todos ${page.map((todo) => todo.id).join(', ')}`);
}
