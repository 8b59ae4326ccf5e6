import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {maxLatencyMs} from '../../core/networkSettings';
import {answerOf, clampLatency, withAnswer, withLatency} from './routeSetting';

describe("a route's control, as its row's fields change it", () => {
  test('a typed latency is a whole number of milliseconds within the limits', () => {
    assert.equal(clampLatency('250.6'), 251);
    assert.equal(clampLatency('-5'), 0);
    assert.equal(clampLatency(String(maxLatencyMs + 1)), maxLatencyMs);
    assert.equal(clampLatency('abc'), 0);
  });

  test('a latency of 0 is the route’s own; an empty field drops it, and the route once nothing is left', () => {
    assert.deepEqual(withLatency(undefined, '0'), {latencyMs: 0});
    assert.deepEqual(withLatency({status: 500, body: '{}', latencyMs: 300}, ''), {status: 500, body: '{}'});
    assert.equal(withLatency({latencyMs: 300}, ''), null);
  });

  test('choosing an answer keeps the route’s latency and replaces the answer before it', () => {
    assert.deepEqual(withAnswer({networkError: true, latencyMs: 0}, '204'), {status: 204, latencyMs: 0});
    assert.deepEqual(withAnswer({status: 500, body: '{}'}, 'network'), {networkError: true});
    assert.deepEqual(withAnswer({status: 500, latencyMs: 200}, ''), {latencyMs: 200});
    assert.equal(withAnswer({status: 404, body: '{}'}, ''), null);
  });

  test('the option shown is the control’s answer', () => {
    assert.equal(answerOf(undefined), '');
    assert.equal(answerOf({latencyMs: 100}), '');
    assert.equal(answerOf({status: 422, body: '{}'}), '422');
    assert.equal(answerOf({networkError: true}), 'network');
  });
});
