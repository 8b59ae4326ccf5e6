import type {Controller} from '@data-client/react';
import {Article, ArticleResource, ArticleSummary} from './resources';

export default async function main(controller: Controller) {
  const summaries = await controller.fetch(ArticleResource.getList);
  const first = summaries[0];
  console.log(`getList: ${summaries.length} ArticleSummary (${first instanceof ArticleSummary}), "${first.title}"`);
  // @ts-expect-error getList is typed as ArticleSummary[]: a summary has no body.
  console.log(`a summary's body: ${first.body}`);

  // What useSuspense(ArticleResource.get, {id}) does: use the store if it
  // holds a valid Article, fetch otherwise. The summary is not one.
  const article = await controller.fetchIfStale(ArticleResource.get, {id: first.id});
  console.log(`get: an Article (${article instanceof Article}), body: "${article.body}"`);

  // Does the created article join the list getList read?
  await controller.fetch(ArticleResource.create, {
    title: 'One table, two classes',
    author: 'Barbara',
    body: 'A summary and a full record are two views of one row.',
  });
  // The awaited fetch resolves just before the store takes in its answer: wait one turn.
  await new Promise((resolve) => setTimeout(resolve, 0));

  // The list as a component would now read it from the store.
  const {data} = controller.getResponse(ArticleResource.getList, controller.getState());
  console.log(`after create, getList reads ${data?.length} articles`);
}
