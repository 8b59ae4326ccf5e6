import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

export default async function main(controller: Controller) {
  const key = ArticleResource.getList.key(); // 'GET /articles'

  function show(when: string) {
    const state = controller.getState();
    const meta = state.meta[key] as {date: number; expiresAt: number; invalidated?: boolean};
    const expiresAt = meta.expiresAt > 1 ? `date + ${meta.expiresAt - meta.date} ms` : meta.expiresAt;
    console.log(
      `${when}: results has "${key}": ${key in state.results}; meta: expiresAt ${expiresAt}, invalidated ${meta.invalidated ?? false}; ` +
        `${Object.keys(state.entities.Article ?? {}).length} articles in entities`,
    );
  }

  await controller.fetch(ArticleResource.getList);
  show('after fetch');
  const fresh = controller.fetchIfStale(ArticleResource.getList);
  console.log(`fetchIfStale: ${fresh instanceof Promise ? 'sends a request' : 'returns the stored list, no request'}`);

  await controller.invalidate(ArticleResource.getList);
  show('after invalidate');
  const refetch = controller.fetchIfStale(ArticleResource.getList);
  console.log(`fetchIfStale: ${refetch instanceof Promise ? 'sends a request' : 'returns the stored list, no request'}`);
  await refetch;
  show('after the new answer');
}
