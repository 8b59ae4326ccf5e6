import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {networkSummary} from './summary';

describe('the network summary', () => {
  test('says nothing was changed, the latency on every request, and how many routes were changed', () => {
    assert.equal(networkSummary({latencyMs: 0, routes: {}}), 'answers as written');
    assert.equal(networkSummary({latencyMs: 800, routes: {}}), '800 ms on every request');
    assert.equal(networkSummary({latencyMs: 0, routes: {'GET /todos': {status: 500}}}), '1 route changed');
    assert.equal(
      networkSummary({latencyMs: 300, routes: {'GET /todos': {networkError: true}, 'POST /todos': {latencyMs: 0}}}),
      '300 ms on every request, 2 routes changed',
    );
  });

  test('counts a route whose only change is a latency of 0, and not one left with nothing changed', () => {
    assert.equal(networkSummary({latencyMs: 0, routes: {'GET /todos': {latencyMs: 0}}}), '1 route changed');
    assert.equal(networkSummary({latencyMs: 0, routes: {'GET /todos': {networkError: false}}}), 'answers as written');
  });
});
