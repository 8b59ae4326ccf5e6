import type {Controller} from '@data-client/react';
import {Todo, TodoResource} from './resources';

export default async function main(controller: Controller) {
  const todos = await controller.fetch(TodoResource.getList);
  const todo = await controller.fetch(TodoResource.get, {id: 1});
  // What you get back are Todo instances, not plain objects.
  console.log(todos[0] instanceof Todo, todo instanceof Todo, todo.pk());
}
