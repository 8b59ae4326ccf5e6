import type {Manager, Middleware} from '@data-client/core';
import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

/** Prints each action the store receives: its type and key. */
class ActionPrinter implements Manager {
  getMiddleware(): Middleware {
    return () => (next) => (action) => {
      console.log('meta' in action ? `${action.type} ${action.meta.key}` : action.type);
      return next(action);
    };
  }

  cleanup() {}
}

export const managers = [new ActionPrinter()];

export default async function main(controller: Controller) {
  await controller.fetch(ArticleResource.getList);
  await controller.invalidate(ArticleResource.getList);
  await controller.fetch(ArticleResource.get, {id: 2});
  console.log(`results: ${Object.keys(controller.getState().results).join(', ')}`);
}
