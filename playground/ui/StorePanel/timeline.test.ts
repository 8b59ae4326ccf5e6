import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {RequestLogEntry} from '../../core/requestRecorder';
import type {StoreSnapshot} from '../../core/storeRecorder';
import {changesLead, requestRowOf, selectionOf, shownStep, stepLabel} from './timeline';

const step = (index: number, action: StoreSnapshot['action']): StoreSnapshot => ({index, action, state: {}});
const request = (method: string, path: string, status: number | null): RequestLogEntry => ({
  id: `${method} ${path}`,
  method,
  url: `http://localhost${path}`,
  path,
  requestHeaders: {},
  requestBody: null,
  status,
  statusText: '',
  responseHeaders: {},
  responseBody: null,
  answeredBy: 'default backend',
  startedAt: 0,
  durationMs: null,
  error: null,
});

describe('the store timeline', () => {
  test('shows the step chosen, or the latest when none is or the one chosen is past the run', () => {
    assert.equal(shownStep(null, 3), 2);
    assert.equal(shownStep(0, 3), 0);
    assert.equal(shownStep(2, 3), 2);
    assert.equal(shownStep(3, 3), 2);
    assert.equal(shownStep(null, 0), -1);
  });

  test('choosing the latest step follows the latest again; an earlier one stays chosen', () => {
    assert.equal(selectionOf(2, 3), null);
    assert.equal(selectionOf(1, 3), 1);
    assert.equal(selectionOf(0, 3), 0);
  });

  test('names each step by its action and endpoint key', () => {
    assert.equal(stepLabel(step(0, null)), 'initial state');
    assert.equal(stepLabel(step(1, {type: 'rdc/fetch', key: 'GET /todos'})), 'rdc/fetch GET /todos');
    assert.equal(stepLabel(step(2, {type: 'rdc/gc', key: null})), 'rdc/gc');
  });

  test("links a step to its request's row, and not a step no request caused", () => {
    const requests = [request('GET', '/todos', 200), request('POST', '/todos', 0)];
    assert.equal(requestRowOf(step(1, {type: 'rdc/fetch', key: 'GET /todos'}), requests), 0);
    assert.equal(requestRowOf(step(2, {type: 'rdc/set', key: 'POST /todos'}), requests), 1);
    assert.equal(requestRowOf(step(3, {type: 'rdc/set', key: 'DELETE /todos/1'}), requests), null);
    assert.equal(requestRowOf(step(4, {type: 'rdc/gc', key: null}), requests), null);
    assert.equal(requestRowOf(step(0, null), requests), null);
  });

  test('says what a step changed from the one before', () => {
    assert.equal(changesLead(0, 0), 'Before the first action.');
    assert.equal(changesLead(1, 0), 'After step 1: nothing in the store changed.');
    assert.equal(changesLead(2, 3), 'After step 2, changed: ');
  });
});
