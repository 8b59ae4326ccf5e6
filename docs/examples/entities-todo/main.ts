import type {Controller} from '@data-client/react';
import {Todo, TodoResource} from './resources';

export default async function main(controller: Controller) {
  const todos = await controller.fetch(TodoResource.getList);
  const todo = await controller.fetch(TodoResource.get, {id: 2});

  console.log(`getList gave ${todos.length} todos; get gave "${todo.title}"`);
  console.log(`instance of Todo: ${todo instanceof Todo}, pk(): "${todo.pk()}"`);
}
