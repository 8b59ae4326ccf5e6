import type {Controller} from '@data-client/react';
import {Todo, TodoResource} from './resources';

export default async function main(controller: Controller) {
  const todos = await controller.fetch(TodoResource.getList);
  for (const todo of todos) {
    console.log(`${todo.pk()}: "${todo.title}", completed: ${todo.completed} (a Todo: ${todo instanceof Todo})`);
  }

  const todo = await controller.fetch(TodoResource.partialUpdate, {id: '2'}, {completed: true});
  console.log(`after partialUpdate: ${todo.pk()} completed: ${todo.completed}`);
}
