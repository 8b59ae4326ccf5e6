import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

export default async function main(controller: Controller) {
  const page = await controller.fetch(TodoResource.getList);
  console.log(`getList: ${page.results.length} of ${page.total}`);

  // Compiles here (with Readonly<O>: 'ID' does not exist in type
  // 'KeysToArgs<"id">'). The path's type is string, so any params pass.
  try {
    await controller.fetch(TodoResource.get, {ID: '2'});
  } catch (error) {
    console.log(`${error}`);
  }

  // Compiles too: create's result is typed any, so the misspelt field is not caught.
  const created = await controller.fetch(TodoResource.create, {id: '3', title: 'Replace create too'});
  console.log(`created.titel: ${created.titel}`);
}
