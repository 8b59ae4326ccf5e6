import type {Controller} from '@data-client/react';
import {NetworkError} from '@data-client/rest';
import {ArticleResource} from './resources';

export default async function main(controller: Controller) {
  // 1. The server answers, with a status that is not 2xx.
  try {
    await controller.fetch(ArticleResource.get, {id: 99});
  } catch (error) {
    if (error instanceof NetworkError) {
      console.log(`${error.name}: status ${error.status}, message "${error.message}"`);
      // The body was not read: read it yourself.
      const body = await error.response.json();
      console.log(`body: ${JSON.stringify(body)}`);
    }
  }
  const meta = controller.getState().meta['GET /articles/99'];
  console.log(`store: meta["GET /articles/99"] holds a ${meta.error?.name}, expiresAt = date + ${meta.expiresAt - meta.date} ms`);

  // 2. No answer at all (the Network panel makes GET /articles fail).
  try {
    await controller.fetch(ArticleResource.getList);
  } catch (error) {
    const failure = error as Error & {status?: number};
    console.log(`${failure.name}, a NetworkError? ${failure instanceof NetworkError}; status ${failure.status}`);
  }
}
