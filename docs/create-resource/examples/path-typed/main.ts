import type {Controller} from '@data-client/react';
import {LooseTodoResource, TodoResource, WidenedTodoResource} from './resources';

export default async function main(controller: Controller) {
  // Correct: id fills /todos/:id.
  await controller.fetch(TodoResource.get, {id: 1});

  try {
    // Mistake: `idd` instead of `id`. The type-check catches it: without the
    // comment below, this line is an error. The code still runs, and fails
    // before any request is sent.
    // @ts-expect-error 'idd' is not a param of '/todos/:id'
    await controller.fetch(TodoResource.get, {idd: 1});
  } catch (error) {
    console.log('TodoResource:', (error as Error).message);
  }

  for (const [name, resource] of [
    ['LooseTodoResource', LooseTodoResource],
    ['WidenedTodoResource', WidenedTodoResource],
  ] as const) {
    try {
      // Mistake: the same typo. With a path typed as string, the type-check says nothing.
      await controller.fetch(resource.get, {idd: 1});
    } catch (error) {
      console.log(`${name}:`, (error as Error).message);
    }
  }
}
