import assert from 'node:assert/strict';
import {test} from 'node:test';
import {actionMatchesRequest, changedPaths} from './storeDiff';

test('changed paths name each leaf that differs, and new branches whole', () => {
  const before = {entities: {Todo: {'1': {done: false, title: 'a'}}}, meta: {}};
  const after = {entities: {Todo: {'1': {done: true, title: 'a'}, '2': {done: false, title: 'b'}}}, meta: {}};
  assert.deepEqual(changedPaths(before, after), ['entities.Todo.1.done', 'entities.Todo.2']);
  assert.deepEqual(changedPaths(after, after), []);
});

test('a change in meta or entityMeta is named by its record, not by each timestamp', () => {
  const before = {entityMeta: {Todo: {'1': {date: 1, expiresAt: 2, fetchedAt: 1}}}};
  const after = {entityMeta: {Todo: {'1': {date: 5, expiresAt: 6, fetchedAt: 5}}}};
  assert.deepEqual(changedPaths(before, after), ['entityMeta.Todo.1']);
});

test('a deleted entity shows as changed to INVALID', () => {
  assert.deepEqual(changedPaths({entities: {Todo: {'1': {id: 1}}}}, {entities: {Todo: {'1': 'INVALID (symbol)'}}}), [
    'entities.Todo.1',
  ]);
});

test('the list of changes stops at its limit', () => {
  const after = Object.fromEntries(Array.from({length: 80}, (_, i) => [`k${i}`, i]));
  assert.equal(changedPaths({}, after, 10).length, 10);
});

test('an action key matches its request by path or by full URL', () => {
  const request = {method: 'GET', url: 'https://api.example.com/todos?a=1', path: '/todos?a=1'};
  assert.equal(actionMatchesRequest('GET /todos?a=1', request), true);
  assert.equal(actionMatchesRequest('GET https://api.example.com/todos?a=1', request), true);
  assert.equal(actionMatchesRequest('POST /todos?a=1', request), false);
  assert.equal(actionMatchesRequest(null, request), false);
});

test('a changed text or number is named by its own path, a whole new store as the whole store', () => {
  assert.deepEqual(changedPaths({a: 'ab', n: 1}, {a: 'cd', n: 2}), ['a', 'n']);
  assert.deepEqual(changedPaths(undefined, {a: 1}), ['(whole store)']);
});

test("a change in meta is named by the field of the request's record, not inside it", () => {
  const before = {meta: {'GET /todos': {date: 1, error: {status: 500}}}};
  const after = {meta: {'GET /todos': {date: 2, error: {status: 404}}}};
  assert.deepEqual(changedPaths(before, after), ['meta.GET /todos.date', 'meta.GET /todos.error']);
});

test('a branch that was null and is now a record is named whole', () => {
  assert.deepEqual(changedPaths({entities: null}, {entities: {Todo: {}}}), ['entities']);
});
