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
 *
 * Under React the state can still lag: 0.9.9's provider resolves a dispatch
 * on the first commit after it, which may be the commit of an earlier action
 * dispatched just before (a fetch, then its answer's set). The snapshot then
 * holds the state before the action. A component in the provider
 * (`StoreCommits`) calls `committed` after each commit: a state newer than
 * the latest snapshot's is what that snapshot's action led to.
 */
export class StoreRecorder implements Manager {
  readonly snapshots: StoreSnapshot[] = [];
  private getState: (() => State<unknown>) | null = null;
  /** The store's state the latest snapshot shows, as the store holds it. */
  private shown: unknown;

  constructor(
    initialState: State<unknown>,
    private readonly onChange: (snapshots: readonly StoreSnapshot[]) => void = () => {},
  ) {
    this.shown = initialState;
    this.snapshots.push({index: 0, action: null, state: toDisplayable(initialState)});
  }

  getMiddleware(): Middleware {
    return ({getState}) => {
      this.getState = getState;
      return (next) => async (action) => {
        const result = await next(action);
        this.shown = getState();
        this.snapshots.push({
          index: this.snapshots.length,
          action: recordedAction(action as ActionLike),
          state: toDisplayable(this.shown),
        });
        this.onChange(this.snapshots);
        return result;
      };
    };
  }

  /** The provider committed a state: if the latest snapshot was taken before it, the snapshot takes it. */
  committed(): void {
    const state = this.getState?.();
    if (state === undefined || state === this.shown || this.snapshots.length < 2) return;
    this.shown = state;
    const latest = this.snapshots.at(-1)!;
    this.snapshots[latest.index] = {...latest, state: toDisplayable(state)};
    this.onChange(this.snapshots);
  }

  cleanup(): void {}
}
