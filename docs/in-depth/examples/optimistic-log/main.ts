import type {Manager, Middleware} from '@data-client/core';
import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

/** Prints each action's type and key, one line each. */
class ActionTypeLogger implements Manager {
  getMiddleware(): Middleware {
    return () => (next) => (action) => {
      console.log('meta' in action ? `action: ${action.type} ${action.meta.key}` : `action: ${action.type}`);
      return next(action);
    };
  }

  cleanup() {}
}

export const managers = [new ActionTypeLogger()];

export default async function main(controller: Controller) {
  await controller.fetch(ArticleResource.get, {id: 1});

  const saved = controller.fetch(ArticleResource.partialUpdate, {id: 1}, {title: 'Renamed at once'});
  const pending = controller.getState().optimistic.map((entry) => `${entry.type} ${entry.meta.key}`);
  console.log(`state.optimistic while the PATCH is on its way: ${JSON.stringify(pending)}`);

  await saved;
  await new Promise((resolve) => setTimeout(resolve, 10)); // let the rdc/set arrive
  console.log(`state.optimistic after the answer: ${JSON.stringify(controller.getState().optimistic)}`);
}
