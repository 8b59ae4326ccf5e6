import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {initialState} from '@data-client/core';
import {StoreRecorder} from './storeRecorder';

/** The recorder's middleware as a store calls it, over a store whose state `getState` reads. */
function middlewareOf(recorder: StoreRecorder, getState: () => unknown) {
  const api = {getState, dispatch: async () => {}, controller: undefined};
  return (recorder.getMiddleware() as (api: unknown) => (next: unknown) => (action: unknown) => Promise<unknown>)(api);
}

describe('the store recorder', () => {
  test('keeps the state after every action, in order, with its type and key', async () => {
    let state: Record<string, unknown> = {...initialState, entities: {}};
    const recorder = new StoreRecorder(initialState);
    const middleware = middlewareOf(recorder, () => state);
    const reduce = (entities: Record<string, unknown>) => async () => {
      state = {...state, entities};
    };
    const actions = [
      {type: 'rdc/fetch', key: 'GET /todos', entities: {}},
      {type: 'rdc/set', key: 'GET /todos', entities: {Todo: {'1': {id: 1}}}},
      {type: 'rdc/set', meta: {key: 'GET /todos/2'}, entities: {Todo: {'1': {id: 1}, '2': {id: 2}}}},
      {type: 'rdc/invalidateall', entities: {Todo: {'1': {id: 1}, '2': {id: 2}}}},
    ];
    for (const {entities, ...action} of actions) await middleware(reduce(entities))(action);
    assert.deepEqual(
      recorder.snapshots.map(({index, action, state}) => ({
        index,
        action,
        todos: (state as {entities: {Todo?: object}}).entities.Todo ?? null,
      })),
      [
        {index: 0, action: null, todos: null},
        {index: 1, action: {type: 'rdc/fetch', key: 'GET /todos'}, todos: null},
        {index: 2, action: {type: 'rdc/set', key: 'GET /todos'}, todos: {'1': {id: 1}}},
        {index: 3, action: {type: 'rdc/set', key: 'GET /todos/2'}, todos: {'1': {id: 1}, '2': {id: 2}}},
        {index: 4, action: {type: 'rdc/invalidateall', key: null}, todos: {'1': {id: 1}, '2': {id: 2}}},
      ],
    );
  });

  test("a state the provider commits after an action's dispatch resolved is that action's: the latest snapshot takes it", async () => {
    // 0.9.9's provider resolves a dispatch at the first commit after it: here the fetch's commit
    // resolves the set dispatched just after it, so the set's snapshot reads the state before the set.
    let state: Record<string, unknown> = {...initialState, entities: {}};
    const changes: number[] = [];
    const recorder = new StoreRecorder(initialState, (snapshots) => changes.push(snapshots.length));
    const middleware = middlewareOf(recorder, () => state);
    await middleware(async () => {})({type: 'rdc/fetch', key: 'GET /todos'});
    await middleware(async () => {})({type: 'rdc/set', key: 'GET /todos'});
    const todos = () =>
      recorder.snapshots.map(({state}) => (state as {entities: {Todo?: object}}).entities.Todo ?? null);
    assert.deepEqual(todos(), [null, null, null], 'the set read the state before it');

    state = {...state, entities: {Todo: {'1': {id: 1}}}};
    recorder.committed();
    assert.deepEqual(todos(), [null, null, {'1': {id: 1}}]);
    assert.equal(recorder.snapshots.length, 3, 'no step of its own');
    assert.deepEqual(changes, [2, 3, 3], 'the panel hears of it');

    recorder.committed();
    assert.deepEqual(changes, [2, 3, 3], 'a commit of the state already shown changes nothing');
  });

  test('an endpoint key that is not a string is shown as no key', async () => {
    const recorder = new StoreRecorder(initialState);
    const middleware = middlewareOf(recorder, () => initialState);
    await middleware(async () => {})({type: 'rdc/set', key: 7});
    await middleware(async () => {})({type: 'rdc/set', meta: {key: {path: '/todos'}}});
    assert.deepEqual(
      recorder.snapshots.map(({action}) => action),
      [null, {type: 'rdc/set', key: null}, {type: 'rdc/set', key: null}],
    );
  });

  test('a commit after the first action gives that action the state', async () => {
    let state: Record<string, unknown> = {...initialState, entities: {}};
    const changes: number[] = [];
    const recorder = new StoreRecorder(initialState, (snapshots) => changes.push(snapshots.length));
    const middleware = middlewareOf(recorder, () => state);
    await middleware(async () => {})({type: 'rdc/set', key: 'GET /todos'});
    state = {...state, entities: {Todo: {'1': {id: 1}}}};
    recorder.committed();
    assert.deepEqual(
      recorder.snapshots.map(({state}) => (state as {entities: {Todo?: object}}).entities.Todo ?? null),
      [null, {'1': {id: 1}}],
    );
    assert.deepEqual(changes, [2, 2], 'the panel hears of it');
  });

  test('a commit before the store is built, or before any action, leaves the state before the first action as it was', () => {
    const state = {...initialState, entities: {Todo: {'0': {id: 0}}}};
    const changes: number[] = [];
    const recorder = new StoreRecorder(initialState, (snapshots) => changes.push(snapshots.length));
    recorder.committed();
    middlewareOf(recorder, () => state);
    recorder.committed();
    assert.deepEqual(
      recorder.snapshots.map(({index, action, state}) => ({
        index,
        action,
        entities: (state as {entities: object}).entities,
      })),
      [{index: 0, action: null, entities: {}}],
    );
    assert.deepEqual(changes, [], 'nothing to hear');
  });

  test("passes on what the rest of the chain resolved to: a reader's own Manager can answer a dispatch", async () => {
    const recorder = new StoreRecorder(initialState);
    const middleware = middlewareOf(recorder, () => initialState);
    assert.equal(
      await middleware(async () => 'answered by a later Manager')({type: 'app/ping'}),
      'answered by a later Manager',
    );
  });
});
