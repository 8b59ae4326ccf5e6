import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

export default async function main(controller: Controller) {
  const page = await controller.fetch(ArticleResource.getList, {limit: 5, skip: 0});
  console.log(`total ${page.total}, limit ${page.limit}, skip ${page.skip}`);
  console.log(`results: ${page.results.map((article) => article.title).join(', ')}`);

  const key = ArticleResource.getList.key({limit: 5, skip: 0});
  console.log(`results["${key}"] = ${JSON.stringify(controller.getState().results[key])}`);
}
