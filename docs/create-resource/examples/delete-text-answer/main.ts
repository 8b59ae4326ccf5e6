import type {Controller} from '@data-client/react';
import {TodoResource, specDelete} from './resources';

// What each process makes of the answer "OK".
console.log(`0.9.9's process("OK", {id: 1}): ${JSON.stringify(TodoResource.delete.process('OK', {id: 1}))}`);
console.log(`the specification's rule, process("OK", {id: 2}): ${JSON.stringify(specDelete.process('OK', {id: 2}))}`);

export default async function main(controller: Controller) {
  await controller.fetch(TodoResource.getList);

  const deleted = await controller.fetch(TodoResource.delete, {id: 1});
  console.log(`TodoResource.delete, todo 1: resolves with ${JSON.stringify(deleted)}`);
  const specDeleted = await controller.fetch(specDelete, {id: 2});
  console.log(`specDelete, todo 2: resolves with ${JSON.stringify(specDeleted)}`);
  // The awaited fetch resolves just before the store takes in its answer: wait one turn.
  await new Promise((resolve) => setTimeout(resolve, 0));

  const list = controller.getResponse(TodoResource.getList, controller.getState()).data;
  console.log(`getList now reads: ${list?.map((todo) => todo.title).join(', ')}`);
}
