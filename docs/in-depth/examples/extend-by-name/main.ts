import type {Controller} from '@data-client/react';
import {ArticleResource, BaseArticleResource} from './resources';

const same = (a: unknown, b: unknown) => a === b;

export default async function main(controller: Controller) {
  const byGrace = await controller.fetch(ArticleResource.getList, {author: 'Grace'});
  console.log(`${byGrace.length} articles by Grace`);

  // @ts-expect-error `writer` is not one of getList's search parameters any more.
  ArticleResource.getList.url({writer: 'Grace'});

  console.log(`name: ${ArticleResource.getList.name}, key: ${ArticleResource.getList.key({author: 'Grace'})}`);
  console.log(`same resource object: ${same(ArticleResource, BaseArticleResource)}`);
  console.log(`same getList: ${same(ArticleResource.getList, BaseArticleResource.getList)}`);
  console.log(`same get: ${same(ArticleResource.get, BaseArticleResource.get)}`);
  console.log(`same create: ${same(ArticleResource.create, BaseArticleResource.create)}`);
}
