import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

export default async function main(controller: Controller) {
  const mine = await controller.fetch(TodoResource.getList, {userId: 1});
  console.log(`userId=1: ${mine.length} todo(s)`);

  // Mistake: `user` is not in searchParams, and the type-check says so. The
  // code runs anyway: GET /todos?user=1, which the server does not filter by.
  // @ts-expect-error 'user' is not a known search param
  const all = await controller.fetch(TodoResource.getList, {user: 1});
  console.log(`user=1: ${all.length} todo(s)`);

  // body types what create and update send; partialUpdate takes part of it.
  await controller.fetch(TodoResource.create, {userId: 1, title: 'Typed body'});
  await controller.fetch(TodoResource.partialUpdate, {id: 2}, {completed: true});
  // Never called, only type-checked: update needs the whole body, title is missing.
  // @ts-expect-error title is required
  const update = () => controller.fetch(TodoResource.update, {id: 2}, {userId: 2});
}
