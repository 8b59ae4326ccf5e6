import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {initialState} from '@data-client/core';
import {StoreRecorder} from './storeRecorder';

describe('the store recorder', () => {
  test('keeps the state after every action, in order, with its type and key', async () => {
    let state: Record<string, unknown> = {...initialState, entities: {}};
    const recorder = new StoreRecorder(initialState);
    const api = {getState: () => state, dispatch: async () => {}, controller: undefined};
    const middleware = (recorder.getMiddleware() as (api: unknown) => (next: unknown) => (action: unknown) => Promise<unknown>)(api);
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
      recorder.snapshots.map(({index, action, state}) => ({index, action, todos: (state as {entities: {Todo?: object}}).entities.Todo ?? null})),
      [
        {index: 0, action: null, todos: null},
        {index: 1, action: {type: 'rdc/fetch', key: 'GET /todos'}, todos: null},
        {index: 2, action: {type: 'rdc/set', key: 'GET /todos'}, todos: {'1': {id: 1}}},
        {index: 3, action: {type: 'rdc/set', key: 'GET /todos/2'}, todos: {'1': {id: 1}, '2': {id: 2}}},
        {index: 4, action: {type: 'rdc/invalidateall', key: null}, todos: {'1': {id: 1}, '2': {id: 2}}},
      ],
    );
  });
});
