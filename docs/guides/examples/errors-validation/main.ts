import type {Controller} from '@data-client/react';
import {NetworkError} from '@data-client/rest';
import {ArticleResource} from './resources';

type ValidationBody = {message: string; errors: Record<string, string>};

export default async function main(controller: Controller) {
  await controller.fetch(ArticleResource.getList);

  try {
    await controller.fetch(ArticleResource.create, {title: '', author: 'Ada'});
  } catch (error) {
    if (!(error instanceof NetworkError) || error.status !== 422) throw error;
    const body = (await error.response.json()) as ValidationBody;
    console.log(`${error.status} ${error.message}`);
    for (const [field, message] of Object.entries(body.errors)) console.log(`${field}: ${message}`);
  }

  const created = await controller.fetch(ArticleResource.create, {title: 'Errors', author: 'Ada'});
  console.log(`created article ${created.id}`);
}
