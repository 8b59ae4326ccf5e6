import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

export default async function main(controller: Controller) {
  const byGrace = await controller.fetch(ArticleResource.getByAuthor, {author: 'Grace'});
  console.log(`by Grace: ${byGrace.map((article) => `${article.title} (published: ${article.published})`).join('; ')}`);

  await controller.fetch(ArticleResource.publish, {id: 2});
  await new Promise((resolve) => setTimeout(resolve, 10)); // a mutation's promise resolves before the store holds its answer
  const {data} = controller.getResponse(ArticleResource.get, {id: 2}, controller.getState());
  console.log(`in the store: ${data?.title} (published: ${data?.published})`);

  await controller.fetch(ArticleResource.create, {title: 'Keys and args', author: 'Grace'});
}
