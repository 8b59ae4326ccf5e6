import assert from 'node:assert/strict';
import {test} from 'node:test';
import {toNetworkSettings} from './networkSettings';

test('network settings from an example or a link are read as written', () => {
  assert.deepEqual(
    toNetworkSettings({
      latencyMs: 300,
      routes: {'DELETE /todos/:id': {status: 204}, 'GET /todos': {networkError: true}},
    }),
    {latencyMs: 300, routes: {'DELETE /todos/:id': {status: 204}, 'GET /todos': {networkError: true}}},
  );
  assert.deepEqual(toNetworkSettings({}), {latencyMs: 0, routes: {}});
});

test('wrong network settings are refused with the field named', () => {
  assert.throws(() => toNetworkSettings([]), /must be an object/);
  assert.throws(() => toNetworkSettings({latency: 3}), /unknown field "latency"/);
  assert.throws(() => toNetworkSettings({latencyMs: 9000}), /latencyMs must be a number from 0 to 5000/);
  assert.throws(() => toNetworkSettings({routes: {'/todos': {}}}), /a route is a method and a path/);
  assert.throws(
    () => toNetworkSettings({routes: {'GET /todos': {status: '500'}}}),
    /route "GET \/todos": status must be a whole number/,
  );
  assert.throws(() => toNetworkSettings({routes: {'GET /todos': {body: {}}}}), /body must be a string/);
  assert.throws(() => toNetworkSettings({routes: {'GET /todos': {fail: true}}}), /unknown field "fail"/);
});
