import type {Controller} from '@data-client/react';
import {Todo, TodoResource} from './resources';

// The URL get builds from its params.
console.log(TodoResource.get.url({id: 1}));
console.log(TodoResource.get.url({id: 'a b/c'}));

export default async function main(controller: Controller) {
  const todo = await controller.fetch(TodoResource.get, {id: 1});
  console.log(`${todo.title} (a Todo: ${todo instanceof Todo})`);

  // get's type takes only the path's params, so this is flagged. At run time
  // the extra param still goes to the query string: GET /todos/2?expand=user.
  // @ts-expect-error 'expand' is not a param of '/todos/:id'
  await controller.fetch(TodoResource.get, {id: 2, expand: 'user'});

  try {
    await controller.fetch(TodoResource.get, {id: 99});
  } catch (error) {
    console.log(`id 99: ${(error as Error & {status: number}).status} ${(error as Error).message}`);
  }
}
