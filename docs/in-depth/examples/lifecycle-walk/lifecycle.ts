import {ExpiryStatus, type Controller, type State} from '@data-client/react';
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
