import {ExpiryStatus, type Controller, type Manager, type Middleware, type State} from '@data-client/react';
import {ArticleResource, getStrict} from './resources';

/** What the store holds for GET /articles/:id, named as the lifecycle page names it. */
export function readState(controller: Controller, state: State<unknown>, id: number): string {
  const args = {id};
  const meta = state.meta[ArticleResource.get.key(args)];
  const {data, expiresAt} = controller.getResponse(ArticleResource.get, args, state);
  if (meta?.error) return `error (${meta.errorPolicy ?? 'hard'})`;
  if (meta?.invalidated || typeof data === 'symbol') return 'invalid';
  if (data === undefined) return 'missing';
  return Date.now() > expiresAt ? 'stale' : 'fresh';
}

/** What useSuspense(endpoint, {id}) does when it renders now: its rule in 0.9.9. */
export function whatUseSuspenseDoes(
  controller: Controller,
  endpoint: typeof ArticleResource.get,
  state: State<unknown>,
  id: number,
): string {
  const args = {id};
  const {expiryStatus, expiresAt} = controller.getResponse(endpoint, args, state);
  const error = controller.getError(endpoint, args, state);
  const fetches = Date.now() > expiresAt || expiryStatus === ExpiryStatus.Invalid;
  if (fetches && expiryStatus !== ExpiryStatus.Valid) return 'suspends, fetches';
  if (error) return `throws ${error.status}`;
  return fetches ? 'shows stored, fetches' : 'shows stored';
}

/** One line: the state, then what get and get with invalidIfStale do with it. */
export function describeRead(controller: Controller, state: State<unknown>, id = 1): string {
  const get = whatUseSuspenseDoes(controller, ArticleResource.get, state, id);
  const strict = whatUseSuspenseDoes(controller, getStrict, state, id);
  return `${readState(controller, state, id)} | get: ${get} | invalidIfStale: ${strict}`;
}

/**
 * Prints each action the store receives, and the state of GET /articles/1
 * whenever it has changed (the Console panel shows both).
 */
export class ReadStateLogger implements Manager {
  private printed = '';

  getMiddleware(): Middleware {
    return (controller) => (next) => async (action) => {
      this.printState(controller); // time may have passed since the last action
      console.log('meta' in action ? `${action.type} ${action.meta.key}` : action.type);
      await next(action);
      this.printState(controller);
    };
  }

  private printState(controller: Controller) {
    const line = `state: ${describeRead(controller, controller.getState())}`;
    if (line !== this.printed) console.log(line);
    this.printed = line;
  }

  cleanup() {}
}
