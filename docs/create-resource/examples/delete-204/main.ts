import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

export default async function main(controller: Controller) {
  await controller.fetch(TodoResource.getList);
  try {
    // The Network panel decides how DELETE /todos/:id is answered.
    const result = await controller.fetch(TodoResource.delete, {id: 1});
    console.log(`delete resolves with ${JSON.stringify(result)}`);
  } catch (error) {
    console.log(`delete rejects: ${(error as Error).name}, status ${(error as Error & {status: number}).status}`);
  }
}
