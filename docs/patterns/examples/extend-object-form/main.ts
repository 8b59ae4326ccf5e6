import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

export default async function main(controller: Controller) {
  console.log(`create exists at run time: ${'create' in ArticleResource}`);

  // @ts-expect-error Property 'create' does not exist on the type the object form returns.
  await controller.fetch(ArticleResource.create, {title: 'Typed away', author: 'Ada', body: '…'});
}
