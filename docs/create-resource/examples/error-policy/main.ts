import type {Controller} from '@data-client/react';
import {NoteResource, TodoResource} from './resources';

export default async function main(controller: Controller) {
  for (const resource of [TodoResource, NoteResource]) {
    await controller.fetch(resource.getList); // 200
    await controller.fetch(resource.getList).catch(() => {}); // 404
  }
  await new Promise((resolve) => setTimeout(resolve, 0));

  // getError is what useSuspense asks: it throws whatever this returns.
  const state = controller.getState();
  for (const [name, resource] of [['TodoResource', TodoResource], ['NoteResource', NoteResource]] as const) {
    const error = controller.getError(resource.getList, state);
    const stored = controller.getResponse(resource.getList, state).data;
    console.log(`${name}: getError gives ${error ? `${error.status} ${error.message}` : 'nothing'}; the store still holds ${stored?.length} item(s)`);
  }
}
