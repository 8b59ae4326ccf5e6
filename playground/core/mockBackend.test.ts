import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {getResponse} from 'msw';
import {backendRouteLabel, backendRouteLabels, createMockBackend, findRoute} from './mockBackend';
import type {SeedData} from './seed';

/** The default backend over `seed`, asked directly: each answer's status and body, and who answered. */
function backend(seed: SeedData) {
  const answeredBy: string[] = [];
  const handlers = createMockBackend(seed, (_id, by) => answeredBy.push(by));
  const send = async (method: string, path: string, body?: string) => {
    const response = await getResponse(handlers, new Request(new URL(path, 'http://localhost'), {method, body}));
    assert.ok(response, `${method} ${path} got no answer`);
    return `${response.status} ${await response.text()}`;
  };
  return {send, answeredBy};
}

const todos = (): SeedData => ({
  todos: [
    {id: 1, title: 'one'},
    {id: 2, title: 'two'},
  ],
});

describe('the routes of the default backend', () => {
  test('a collection is the last segment of the path, or the one before an id, after any prefix', () => {
    const db = {todos: [], users: []};
    assert.deepEqual(findRoute(db, '/todos'), {collection: 'todos'});
    assert.deepEqual(findRoute(db, '/api/v1/todos/7'), {collection: 'todos', id: '7'});
    assert.deepEqual(findRoute(db, '/todos/'), {collection: 'todos'});
    assert.equal(findRoute(db, '/posts/7'), undefined);
    assert.equal(findRoute(db, '/'), undefined);
  });

  test('an id with escaped characters is read as written', () => {
    assert.deepEqual(findRoute({todos: []}, '/todos/a%20b'), {collection: 'todos', id: 'a b'});
  });

  test('a collection named "undefined" is not found where the path has no such segment', () => {
    const db = {undefined: []};
    assert.equal(findRoute(db, '/'), undefined);
    assert.equal(findRoute(db, '/other'), undefined);
  });

  test('the network settings name each route by method, collection and :id', () => {
    const label = (method: string, url: string) => backendRouteLabel(todos(), new Request(url, {method}));
    assert.equal(label('GET', 'http://localhost/todos'), 'GET /todos');
    assert.equal(label('patch', 'http://localhost/api/todos/1'), 'PATCH /todos/:id');
    assert.equal(label('GET', 'http://localhost/users/1'), null);
  });

  test('every route the backend serves is listed, per collection', () => {
    assert.deepEqual(backendRouteLabels({todos: [], users: []}), [
      'GET /todos',
      'POST /todos',
      'GET /todos/:id',
      'PUT /todos/:id',
      'PATCH /todos/:id',
      'DELETE /todos/:id',
      'GET /users',
      'POST /users',
      'GET /users/:id',
      'PUT /users/:id',
      'PATCH /users/:id',
      'DELETE /users/:id',
    ]);
  });
});

describe('what the default backend answers', () => {
  test('a new record gets the next number after the highest id, 1 in an empty collection, and keeps an id it brings', async () => {
    const {send} = backend({todos: [{id: 5}, {id: 3}], notes: []});
    assert.equal(await send('POST', '/todos', '{"title":"new"}'), '201 {"title":"new","id":6}');
    assert.equal(await send('POST', '/notes', '{}'), '201 {"id":1}');
    assert.equal(await send('POST', '/notes', '{"id":"mine"}'), '201 {"id":"mine"}');
  });

  test('where the ids are not all numbers, a new record gets a UUID', async () => {
    const {send} = backend({todos: [{id: 1}, {id: 'b'}]});
    assert.match(
      await send('POST', '/todos', '{}'),
      /^201 \{"id":"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}"\}$/,
    );
  });

  test('a body that is empty or not an object adds nothing but the id', async () => {
    const {send} = backend({todos: []});
    assert.equal(await send('POST', '/todos'), '201 {"id":1}');
    assert.equal(await send('POST', '/todos', 'null'), '201 {"id":2}');
    assert.equal(await send('POST', '/todos', '"ab"'), '201 {"id":3}');
    assert.equal(await send('POST', '/todos', '7'), '201 {"id":4}');
  });

  test('PUT replaces the record and PATCH merges into it, both keeping its id whatever the body says', async () => {
    const {send} = backend(todos());
    assert.equal(await send('PUT', '/todos/1', '{"id":9,"done":true}'), '200 {"id":1,"done":true}');
    assert.equal(await send('PATCH', '/todos/2', '{"id":9,"done":true}'), '200 {"id":2,"title":"two","done":true}');
    assert.equal(await send('GET', '/todos'), '200 [{"id":1,"done":true},{"id":2,"title":"two","done":true}]');
  });

  test('a method written in lower case is served as in upper case', async () => {
    const {send} = backend(todos());
    assert.equal(await send('patch', '/todos/1', '{"done":true}'), '200 {"id":1,"title":"one","done":true}');
  });

  test('a method a route does not serve gets a 405 that names it', async () => {
    const {send} = backend(todos());
    assert.equal(await send('DELETE', '/todos'), '405 {"message":"DELETE is not supported on /todos"}');
    assert.equal(await send('POST', '/todos/1', '{}'), '405 {"message":"POST is not supported on /todos/:id"}');
  });

  test('deleting removes just that record', async () => {
    const {send} = backend(todos());
    assert.equal(await send('DELETE', '/todos/2'), '200 {"id":2,"title":"two"}');
    assert.equal(await send('GET', '/todos'), '200 [{"id":1,"title":"one"}]');
    assert.equal(await send('GET', '/todos/2'), '404 {"message":"No record with id 2 in \\"todos\\"."}');
  });

  test('a path nothing serves gets a 404 naming the collections there are, or none', async () => {
    const two = backend({todos: [], users: []});
    assert.match(
      await two.send('GET', '/posts'),
      /^404 .*Nothing answers GET http:\/\/localhost\/posts\. .*\(todos, users\);/,
    );
    assert.deepEqual(two.answeredBy, ['unhandled']);
    assert.match(await backend({}).send('GET', '/posts'), /in db\.json \(none\);/);
  });

  test('each request is said to be answered by the default backend, or by nothing', async () => {
    const {send, answeredBy} = backend(todos());
    await send('GET', '/todos/1');
    await send('GET', '/todos/99');
    await send('GET', '/users');
    assert.deepEqual(answeredBy, ['default backend', 'default backend', 'unhandled']);
  });
});
