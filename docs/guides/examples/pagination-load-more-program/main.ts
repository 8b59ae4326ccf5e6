import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

export default async function main(controller: Controller) {
  const state = () => controller.getState();
  const report = (when: string) => {
    const {data} = controller.getResponse(ArticleResource.getList, {limit: 5}, state());
    console.log(`${when}: ${data?.results?.length} of ${data?.total} articles, skip ${data?.skip}`);
  };

  // The first page: no skip, so the list's key is the one every later page joins.
  await controller.fetch(ArticleResource.getList, {limit: 5});
  report('first page');

  // getPage drops skip from the key: the answer is appended to the same list.
  await controller.fetch(ArticleResource.getList.getPage, {limit: 5, skip: 5});
  await tick();
  report('after getPage skip 5');
  console.log(`results: ${Object.keys(state().results).join(' | ')}`);

  // A mistake: two pages at once. Both have the key "GET /articles?limit=5", so the second
  // joins the first one's request instead of sending its own.
  await Promise.all([
    controller.fetch(ArticleResource.getList.getPage, {limit: 5, skip: 10}),
    controller.fetch(ArticleResource.getList.getPage, {limit: 5, skip: 15}),
  ]);
  await tick();
  report('after two getPage at once');

  // The first page again (a refetch, as when it goes stale): getList replaces the list with its answer.
  await controller.fetch(ArticleResource.getList, {limit: 5});
  await tick();
  report('after getList again');
}
