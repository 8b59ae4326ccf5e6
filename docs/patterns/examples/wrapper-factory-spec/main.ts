import type {Controller} from '@data-client/react';
import {Todo, TodoResource} from './resources';

export default async function main(controller: Controller) {
  const page = await controller.fetch(TodoResource.getList);
  console.log(`getList: ${page.results.length} of ${page.total}, Todo: ${page.results[0] instanceof Todo}`);

  const todo = await controller.fetch(TodoResource.get, {id: '2'});
  console.log(`get: "${todo.title}"`);

  await controller.fetch(TodoResource.create, {id: '3', title: 'Replace create too'});
  // The awaited fetch resolves just before the store takes in its answer: wait one turn.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const {data} = controller.getResponse(TodoResource.getList, controller.getState());
  console.log(`after create: ${data.results?.length} in the list`);
}

// What the types catch. Each line below is a mistake, and the editor
// underlines it in red; hover it for the message. Not called.
export function typeErrors(controller: Controller) {
  return [
    // Type error: 'ID' does not exist in type 'KeysToArgs<"id">'.
    controller.fetch(TodoResource.get, {ID: '2'}),
    // Type error: Type 'Todo' is not assignable to type 'string'.
    controller.fetch(TodoResource.get, {id: '2'}).then((todo): string => todo),
    // Type error: Expected 1 arguments, but got 2. Not what the specification
    // promises: getList comes out of the generic factory taking no params at
    // all, not even a query string.
    controller.fetch(TodoResource.getList, {completed: true}),
  ];
}
