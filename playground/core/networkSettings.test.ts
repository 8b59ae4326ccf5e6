import assert from 'node:assert/strict';
import {afterEach, describe, test} from 'node:test';
import {http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import {createControlHandler, routeLabels, toNetworkSettings, type NetworkSettings} from './networkSettings';

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
  assert.throws(() => toNetworkSettings({latencyMs: 9000}), {
    message: 'network settings: latencyMs must be a number from 0 to 5000',
  });
  assert.throws(() => toNetworkSettings({routes: {'/todos': {}}}), /a route is a method and a path/);
  assert.throws(
    () => toNetworkSettings({routes: {'GET /todos': {status: '500'}}}),
    /route "GET \/todos": status must be a whole number/,
  );
  assert.throws(() => toNetworkSettings({routes: {'GET /todos': {body: {}}}}), /body must be a string/);
  assert.throws(() => toNetworkSettings({routes: {'GET /todos': {fail: true}}}), /unknown field "fail"/);
});

test('the limits of a field are its own: 0 and 5000 ms, statuses 200 and 599 pass; one past them does not', () => {
  assert.deepEqual(toNetworkSettings({latencyMs: 0}).latencyMs, 0);
  assert.deepEqual(toNetworkSettings({latencyMs: 5000}).latencyMs, 5000);
  assert.throws(() => toNetworkSettings({latencyMs: -1}), /latencyMs must be a number from 0 to 5000/);
  assert.throws(() => toNetworkSettings({latencyMs: Number.NaN}), /latencyMs must be a number/);
  assert.throws(() => toNetworkSettings({latencyMs: '5'}), /latencyMs must be a number/);
  const status = (value: unknown) => toNetworkSettings({routes: {'GET /todos': {status: value}}});
  assert.equal(status(200).routes['GET /todos']!.status, 200);
  assert.equal(status(599).routes['GET /todos']!.status, 599);
  for (const wrong of [199, 600, 404.5])
    assert.throws(() => status(wrong), /status must be a whole number from 200 to 599/);
  const route = (label: string, value: unknown) => toNetworkSettings({routes: {[label]: value}});
  assert.deepEqual(route('GET /todos', {latencyMs: 10, body: '{}'}).routes, {
    'GET /todos': {latencyMs: 10, body: '{}'},
  });
  assert.throws(() => route('x GET /todos', {}), /a route is a method and a path/);
  assert.throws(() => route('GET /todos extra', {}), /a route is a method and a path/);
  assert.throws(() => route('GET /todos', 5), /route "GET \/todos": must be an object/);
  assert.throws(() => route('GET /todos', {networkError: 'yes'}), /networkError must be true or false/);
  assert.throws(() => route('GET /todos', {latencyMs: 6000}), /route "GET \/todos": latencyMs must be/);
  assert.throws(() => toNetworkSettings({routes: []}), /routes must be an object keyed by route/);
  assert.throws(() => toNetworkSettings(null), /must be an object/);
});

describe('the control handler, before the mocks', () => {
  const db = {todos: [{id: 1, title: 'a'}]};
  const mocks = [http.get('*/api/special', () => HttpResponse.json({from: 'mocks'}))];
  let server: ReturnType<typeof setupServer> | undefined;
  const answered: string[] = [];

  function serve(settings: NetworkSettings) {
    answered.length = 0;
    const started = setupServer(
      createControlHandler(settings, mocks, db, (_id, by) => answered.push(by)),
      ...mocks,
      http.all('*', () => HttpResponse.json({from: 'backend'})),
    );
    started.listen({onUnhandledRequest: 'error'});
    server = started;
  }
  afterEach(() => server?.close());

  test('routes are labelled as msw names them, the mocks first, each once', () => {
    assert.deepEqual(routeLabels(mocks, ['GET /todos', 'GET */api/special']), ['GET */api/special', 'GET /todos']);
  });

  test('a forced status answers with its body as JSON; 204 and 304 with no body', async () => {
    serve({
      latencyMs: 0,
      routes: {
        'GET /todos/:id': {status: 500, body: '{"error":1}'},
        'DELETE /todos/:id': {status: 204},
        'PUT /todos/:id': {status: 304},
      },
    });
    const forced = await fetch('http://localhost/todos/1');
    assert.equal(forced.status, 500);
    assert.equal(forced.headers.get('content-type'), 'application/json');
    assert.equal(await forced.text(), '{"error":1}');
    const empty = await fetch('http://localhost/todos/1', {method: 'DELETE'});
    assert.equal(empty.status, 204);
    assert.equal(empty.headers.get('content-type'), null);
    assert.equal(await empty.text(), '');
    const notModified = await fetch('http://localhost/todos/1', {method: 'PUT', body: '{}'});
    assert.equal(notModified.status, 304);
    assert.equal(notModified.headers.get('content-type'), null);
    assert.equal(await notModified.text(), '');
    assert.deepEqual(answered, ['network settings', 'network settings', 'network settings']);
  });

  test('a forced status without a body answers an empty one; a route without controls goes on to the mocks', async () => {
    serve({latencyMs: 0, routes: {'GET /todos': {status: 503}, 'GET /todos/:id': {}}});
    const forced = await fetch('http://localhost/todos');
    assert.equal(forced.status, 503);
    assert.equal(await forced.text(), '');
    assert.deepEqual(await (await fetch('http://localhost/api/special')).json(), {from: 'mocks'});
    assert.deepEqual(await (await fetch('http://localhost/todos/1')).json(), {from: 'backend'});
    assert.deepEqual(answered, ['network settings']);
  });

  test("a network error rejects the fetch; a mocks.ts route's controls are found by its own label", async () => {
    serve({latencyMs: 0, routes: {'GET */api/special': {networkError: true}}});
    await assert.rejects(fetch('http://localhost/api/special'), TypeError);
    assert.deepEqual(answered, ['network settings']);
  });

  test("a route's own latency, 0 too, wins over the playground's", async () => {
    serve({latencyMs: 5000, routes: {'GET /todos/:id': {latencyMs: 0}}});
    const quick = fetch('http://localhost/todos/1').then(() => 'answered');
    const late = new Promise((resolve) => setTimeout(resolve, 2000, 'waited out the playground latency'));
    assert.equal(await Promise.race([quick, late]), 'answered');
  });

  /** Whether `url` is still unanswered after `ms`, then answered. */
  async function heldFor(url: string, ms: number): Promise<string> {
    const answer = fetch(url).then(() => 'answered');
    const first = await Promise.race([answer, new Promise((resolve) => setTimeout(resolve, ms, 'held'))]);
    return `${first}, then ${await answer}`;
  }

  test("a route's own latency holds its requests even when the playground's is 0", async () => {
    serve({latencyMs: 0, routes: {'GET /todos/:id': {latencyMs: 1000}}});
    assert.equal(await heldFor('http://localhost/todos/1', 300), 'held, then answered');
    assert.equal(await heldFor('http://localhost/todos', 300), 'answered, then answered');
  });

  test("the playground's latency holds a route without its own", async () => {
    serve({latencyMs: 1000, routes: {}});
    assert.equal(await heldFor('http://localhost/todos/1', 300), 'held, then answered');
  });
});
