import type {Controller} from '@data-client/react';
import {AuthedEndpoint, PlainTodoResource, TodoResource} from './resources';

console.log('getList is an AuthedEndpoint:', TodoResource.getList instanceof AuthedEndpoint);
console.log('create is an AuthedEndpoint:', TodoResource.create instanceof AuthedEndpoint);

export default async function main(controller: Controller) {
  await controller.fetch(TodoResource.getList);
  await controller.fetch(TodoResource.create, {userId: 1, title: 'Sent with a token', completed: false});
  await controller.fetch(TodoResource.delete, {id: 2});

  try {
    await controller.fetch(PlainTodoResource.getList);
  } catch (error) {
    console.log('PlainTodoResource.getList:', (error as Error & {status: number}).status, (error as Error).message);
  }
}
