import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

export default async function main(controller: Controller) {
  const todo = await controller.fetch(TodoResource.get, {id: 1});
  // Compiles: the result is typed any, not Todo, so the misspelt field is not caught.
  console.log(`todo.titel: ${todo.titel}`);

  try {
    // Compiles too: the widened path has no parameters to check against.
    await controller.fetch(TodoResource.get, {ID: 1});
  } catch (error) {
    console.log(`${error}`);
  }
}
