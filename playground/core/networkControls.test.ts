import assert from 'node:assert/strict';
import {test} from 'node:test';
import {toNetworkControls} from './networkControls';

test('network settings from an example or a link are read as written', () => {
  assert.deepEqual(
    toNetworkControls({
      latencyMs: 300,
      routes: {'DELETE /todos/:id': {status: 204}, 'GET /todos': {networkError: true}},
    }),
    {latencyMs: 300, routes: {'DELETE /todos/:id': {status: 204}, 'GET /todos': {networkError: true}}},
  );
  assert.deepEqual(toNetworkControls({}), {latencyMs: 0, routes: {}});
});

test('wrong network settings are refused with the field named', () => {
  assert.throws(() => toNetworkControls([]), /must be an object/);
  assert.throws(() => toNetworkControls({latency: 3}), /unknown field "latency"/);
  assert.throws(() => toNetworkControls({latencyMs: 9000}), /latencyMs must be a number from 0 to 5000/);
  assert.throws(() => toNetworkControls({routes: {'/todos': {}}}), /a route is a method and a path/);
  assert.throws(
    () => toNetworkControls({routes: {'GET /todos': {status: '500'}}}),
    /route "GET \/todos": status must be a whole number/,
  );
  assert.throws(() => toNetworkControls({routes: {'GET /todos': {body: {}}}}), /body must be a string/);
  assert.throws(() => toNetworkControls({routes: {'GET /todos': {fail: true}}}), /unknown field "fail"/);
});
