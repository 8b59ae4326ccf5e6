import type {Manager, Middleware, State} from '@data-client/core';
import {toDisplayable, type Displayable} from './displayable';

export type StoreSnapshot = {
  /** 0 is the state before the first action. */
  index: number;
  /** The action that led here: its type, and the endpoint key when it has one. */
  action: {type: string; key: string | null} | null;
  state: Displayable;
};

type ActionLike = {type: string; key?: unknown; meta?: {key?: unknown}};

/** What the timeline keeps of an action: its type, and the endpoint key when it has one. */
function recordedAction(action: ActionLike): StoreSnapshot['action'] {
  const key = action.key ?? action.meta?.key;
  return {type: action.type, key: typeof key === 'string' ? key : null};
}

/**
 * A Manager whose middleware keeps a snapshot of the store after every
 * action. It reads the state after the reducer ran, not after the caller's
 * `await`: `controller.fetch()` resolves before the store holds the result.
 */
export class StoreRecorder implements Manager {
  readonly snapshots: StoreSnapshot[] = [];

  constructor(
    initialState: State<unknown>,
    private readonly onChange: (snapshots: readonly StoreSnapshot[]) => void = () => {},
  ) {
    this.snapshots.push({index: 0, action: null, state: toDisplayable(initialState)});
  }

  getMiddleware(): Middleware {
    return ({getState}) =>
      (next) =>
      async (action) => {
        const result = await next(action);
        this.snapshots.push({
          index: this.snapshots.length,
          action: recordedAction(action as ActionLike),
          state: toDisplayable(getState()),
        });
        this.onChange(this.snapshots);
        return result;
      };
  }

  cleanup(): void {}
}
