import type {Controller} from '@data-client/react';
import {setToken} from './api';
import {TodoResource} from './resources';

export default async function main(controller: Controller) {
  try {
    await controller.fetch(TodoResource.getList);
  } catch (error) {
    console.log(`before sign-in: ${(error as {status?: number}).status} ${(error as Error).message}`);
  }

  setToken('docs-token');
  const todos = await controller.fetch(TodoResource.getList);
  console.log(`after sign-in: ${todos.length} todos`);
  await controller.fetch(TodoResource.partialUpdate, {id: 1}, {completed: true});
}
