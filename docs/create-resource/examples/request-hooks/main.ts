import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

export default async function main(controller: Controller) {
  await controller.fetch(TodoResource.partialUpdate, {id: 1}, {completed: true});
}
