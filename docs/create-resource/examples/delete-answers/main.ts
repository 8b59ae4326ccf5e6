import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

// delete's process(value, params): the params stand in for an empty answer.
const {process} = TodoResource.delete;
console.log('process(null, {id: 1})   ', JSON.stringify(process(null, {id: 1})));
console.log('process({}, {id: 2})     ', JSON.stringify(process({}, {id: 2})));
console.log("process('', {id: 3})     ", JSON.stringify(process('', {id: 3})));
console.log('process(record, {id: 5}) ', JSON.stringify(process({id: 5, title: 'Answered the record'}, {id: 5})));

export default async function main(controller: Controller) {
  await controller.fetch(TodoResource.getList);
  for (const id of [1, 2, 3, 4, 5]) {
    try {
      const result = await controller.fetch(TodoResource.delete, {id});
      console.log(`DELETE /todos/${id} resolves with ${JSON.stringify(result)}`);
    } catch (error) {
      console.log(`DELETE /todos/${id} rejects: ${(error as Error).name}, status ${(error as Error & {status: number}).status}`);
    }
  }
}
