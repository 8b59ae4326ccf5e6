import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

export default async function main(controller: Controller) {
  await controller.fetch(TodoResource.getList);
  await controller.fetch(TodoResource.partialUpdate, {id: 1}, {completed: true});

  // A FormData body is sent as it is: fetch sets its multipart type.
  const form = new FormData();
  form.append('title', 'Sent from a form');
  await controller.fetch(TodoResource.partialUpdate, {id: 2}, form);

  await controller.fetch(TodoResource.delete, {id: 1});
}
