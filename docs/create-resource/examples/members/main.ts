import type {Controller} from '@data-client/react';
import {schema} from '@data-client/rest';
import {TodoResource} from './resources';

// What each member is, read from the resource itself.
function describe(s: unknown): string {
  if (s instanceof schema.Collection) return `Collection of ${s.schema.schema.key}`;
  if (s instanceof schema.Invalidate) return `Invalidate(${s.key})`;
  return (s as {key: string}).key;
}
const members = ['get', 'getList', 'create', 'update', 'partialUpdate', 'delete'] as const;
for (const name of members) {
  const endpoint = TodoResource[name];
  console.log(`${name.padEnd(13)} ${endpoint.method.padEnd(6)} ${endpoint.path.padEnd(10)} ${describe(endpoint.schema)}`);
}
console.log('create.schema === getList.schema.push:', TodoResource.create.schema === TodoResource.getList.schema.push);

// Then each member once: watch the request log.
export default async function main(controller: Controller) {
  await controller.fetch(TodoResource.getList);
  await controller.fetch(TodoResource.get, {id: 1});
  await controller.fetch(TodoResource.create, {userId: 1, title: 'Write a page', completed: false});
  await controller.fetch(TodoResource.update, {id: 1}, {userId: 1, title: 'Read every page', completed: false});
  await controller.fetch(TodoResource.partialUpdate, {id: 1}, {completed: true});
  await controller.fetch(TodoResource.delete, {id: 2});
}
