import type {Controller} from '@data-client/react';
import {NetworkError} from '@data-client/rest';
import {ArticleResource, DraftResource, TypoResource} from './resources';

async function report(label: string, request: Promise<unknown>) {
  try {
    await request;
    console.log(`${label}: found`);
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    const start = error.message.slice(0, 10); // the whole "Not Found", or the start of a long message
    console.log(`${label}: NetworkError ${error.status}; response ${error.response.status}; message "${start}"`);
  }
}

export default async function main(controller: Controller) {
  // A route the server has, a record it does not have.
  await report('GET /articles/99', controller.fetch(ArticleResource.get, {id: 99}));
  // A route the server does not have (the path in resources.ts is wrong).
  await report('GET /article/1', controller.fetch(TypoResource.get, {id: 1}));
  // 200, but a web page instead of JSON.
  await report('GET /drafts/1', controller.fetch(DraftResource.get, {id: 1}));
}
