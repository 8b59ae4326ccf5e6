import type {Controller} from '@data-client/react';
import {ArticleResource, getSummaries} from './resources';

export default async function main(controller: Controller) {
  const summaries = await controller.fetch(getSummaries);
  console.log(`list: ${summaries.map((summary) => summary.title).join(', ')}`);

  const article = await controller.fetch(ArticleResource.get, {id: 1});
  console.log(`article 1 by ${article.author}`);

  // The list read again: article 1 is an ArticleSummary, holding every field the table has.
  const {data} = controller.getResponse(getSummaries, controller.getState());
  const first = data?.[0];
  console.log(`list item 1: ${first?.constructor.name} with ${Object.keys(first ?? {}).join(', ')}`);

  // Mistake: get of article 2 finds it in the table the list filled, and counts it as fresh.
  const second = controller.getResponse(ArticleResource.get, {id: 2}, controller.getState());
  console.log(`article 2 from the table: title "${second.data?.title}", body "${second.data?.body}", expired: ${Date.now() > second.expiresAt}`);
}
