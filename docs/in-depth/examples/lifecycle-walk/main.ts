import type {Controller} from '@data-client/react';
import {describeRead} from './lifecycle';
import {failNext} from './mocks';
import {ArticleResource} from './resources';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default async function main(controller: Controller) {
  const show = (move: string) => console.log(`${move} → ${describeRead(controller, controller.getState())}`);
  const get = () => controller.fetch(ArticleResource.get, {id: 1}).catch(() => {});

  show('start');
  await get();
  show('fetch');
  await wait(600); // longer than dataExpiryLength
  show('600 ms later');
  await get();
  show('fetch');
  await controller.expireAll({testKey: (key) => ArticleResource.get.testKey(key)});
  show('expireAll');
  await get();
  show('fetch');
  await controller.invalidate(ArticleResource.get, {id: 1});
  show('invalidate');
  await get();
  show('fetch');

  failNext.status = 503;
  await get();
  show('fetch, 503');
  failNext.status = 404;
  await get();
  show('fetch, 404');
  await get();
  show('fetch');

  await controller.fetch(ArticleResource.delete, {id: 1});
  await wait(10); // a mutation's promise resolves before the store holds its answer
  show('delete');
  await get();
  show('fetch');

  // A soft error with nothing stored to fall back on: article 2's first GET fails.
  failNext.status = 503;
  await controller.fetch(ArticleResource.get, {id: 2}).catch(() => {});
  console.log(`article 2: fetch, 503 → ${describeRead(controller, controller.getState(), 2)}`);
}
