import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {INVALID} from '@data-client/rest';
import {toDisplayable} from './displayable';
import {
  checkTask,
  defineTask,
  describeRequests,
  finalEntities,
  hint,
  invalidEntry,
  jsonBody,
  pass,
  queryOf,
  readTaskRun,
  requestsTo,
  type TaskRun,
} from './tasks';

function request(method: string, path: string, status: number | null = 200) {
  return {
    method,
    url: `http://localhost${path}`,
    path,
    status,
    requestHeaders: {},
    requestBody: null,
    responseBody: null,
  };
}

const listTask = defineTask({
  name: 'list',
  title: 'List',
  statement: 'Send `GET /todos?completed=true`.',
  check(run) {
    const lists = requestsTo(run, 'GET', '/todos');
    if (lists.length === 0) return hint(`The run sent ${describeRequests(run.requests)}.`);
    const query = queryOf(lists[0]).toString();
    if (query !== 'completed=true')
      return hint(`GET /todos was sent ${query ? `with ?${query}` : 'without ?completed=true'}.`);
    return pass;
  },
});

describe('tasks', () => {
  test('a hint names the request that differs', () => {
    const run = {requests: [request('GET', '/todos')], snapshots: [], console: []};
    assert.deepEqual(checkTask(listTask, run), {passed: false, hint: 'GET /todos was sent without ?completed=true.'});
    assert.deepEqual(checkTask(listTask, {...run, requests: [request('GET', '/todos?completed=true')]}), {
      passed: true,
    });
    assert.deepEqual(checkTask(listTask, {...run, requests: []}), {passed: false, hint: 'The run sent no request.'});
  });

  test('a run of any shape is read without trusting it', () => {
    const hostile = {
      requests: [
        null,
        'GET /todos',
        {
          method: 'get',
          url: 'http://localhost/todos',
          path: '/todos',
          status: '200',
          requestHeaders: {'X-A': 1, 'X-B': 'b'},
          requestBody: {},
        },
      ],
      snapshots: [{action: 'x', state: {entities: {Todo: {1: {id: 1, f: () => 1}}}}}],
      console: [{level: 'alert', text: 5}],
      extra: 'ignored',
    };
    const run: TaskRun = readTaskRun(hostile);
    assert.deepEqual(run.requests, [
      {
        method: 'GET',
        url: 'http://localhost/todos',
        path: '/todos',
        status: null,
        requestHeaders: {'x-b': 'b'},
        requestBody: null,
        responseBody: null,
      },
    ]);
    assert.deepEqual(run.snapshots[0].action, null);
    assert.equal(typeof (finalEntities(run).Todo['1'] as Record<string, unknown>).f, 'string');
    assert.deepEqual(run.console, [{level: 'log', text: ''}]);
    assert.deepEqual(readTaskRun('not a run'), {requests: [], snapshots: [], console: []});
    const deep: Record<string, unknown> = {};
    let at = deep;
    for (let n = 0; n < 100; n++) at = (at.next = {}) as Record<string, unknown>;
    assert.doesNotThrow(() => readTaskRun({snapshots: [{state: deep}]}));
  });

  test('a check that throws fails with a hint instead of breaking the page', () => {
    const throwing = defineTask({
      ...listTask,
      check: () => {
        throw new Error('boom');
      },
    });
    assert.deepEqual(checkTask(throwing, {}), {passed: false, hint: 'The check could not read this run (boom).'});
  });
});

describe('what checks are written with', () => {
  test('describeRequests names each request with its status, at most six', () => {
    assert.equal(
      describeRequests([request('GET', '/a?x=1', null), request('POST', '/b', 0), request('PUT', '/c', 204)]),
      'GET /a?x=1 (no answer yet), POST /b (network error), PUT /c (204)',
    );
    const seven = Array.from({length: 7}, (_, n) => request('GET', `/${n}`));
    assert.equal(
      describeRequests(seven),
      'GET /0 (200), GET /1 (200), GET /2 (200), GET /3 (200), GET /4 (200), GET /5 (200) and 1 more',
    );
    assert.equal(describeRequests(seven.slice(0, 6)).includes('more'), false);
    assert.equal(
      describeRequests([{...request('GET', ''), url: 'http://localhost/only-url'}]),
      'GET http://localhost/only-url (200)',
    );
  });

  test('requestsTo matches the method and the path without its query, also when the URL cannot be read', () => {
    const run: TaskRun = {
      requests: [
        request('GET', '/todos?completed=true'),
        request('POST', '/todos'),
        request('GET', '/todos/1'),
        {...request('GET', '/todos?page=2'), url: 'not a url'},
      ],
      snapshots: [],
      console: [],
    };
    assert.deepEqual(
      requestsTo(run, 'GET', '/todos').map((r) => r.path),
      ['/todos?completed=true', '/todos?page=2'],
    );
    assert.deepEqual(
      requestsTo(run, 'POST', '/todos').map((r) => r.path),
      ['/todos'],
    );
    assert.deepEqual(requestsTo(run, 'DELETE', '/todos'), []);
  });

  test('queryOf reads the URL, or the path when the URL cannot be read', () => {
    assert.equal(queryOf(request('GET', '/todos?a=1&b=2')).get('b'), '2');
    assert.equal(queryOf({...request('GET', '/todos?page=2'), url: 'not a url'}).get('page'), '2');
    assert.equal(queryOf({...request('GET', '/todos'), url: 'not a url'}).toString(), '');
  });

  test('jsonBody parses JSON and gives undefined for none or not JSON', () => {
    assert.deepEqual(jsonBody('{"title":"x"}'), {title: 'x'});
    assert.equal(jsonBody(null), undefined);
    assert.equal(jsonBody('not json'), undefined);
    assert.equal(jsonBody('null'), null);
  });

  test('finalEntities reads the last snapshot, and only its tables', () => {
    const snapshot = (state: unknown) => ({action: null, state: state as TaskRun['snapshots'][number]['state']});
    const run: TaskRun = {
      requests: [],
      snapshots: [
        snapshot({entities: {Old: {1: {id: 1}}}}),
        snapshot({entities: {Todo: {1: {id: 1}}, Broken: 'not a table', List: [1]}}),
      ],
      console: [],
    };
    assert.deepEqual(finalEntities(run), {Todo: {1: {id: 1}}});
    assert.deepEqual(finalEntities({...run, snapshots: []}), {});
    assert.deepEqual(finalEntities({...run, snapshots: [snapshot({entities: 'none'})]}), {});
    assert.deepEqual(finalEntities({...run, snapshots: [snapshot('not a state')]}), {});
  });
});

describe('a run as a check reads it', () => {
  test('every field keeps its own kind: status an integer, text cut at 100 000 characters, headers by lower-case name', () => {
    const long = 'x'.repeat(100_010);
    const run = readTaskRun({
      requests: [
        {
          method: 'post',
          url: long,
          path: '/p',
          status: 201,
          requestHeaders: {'Content-Type': 'a'},
          requestBody: long,
          responseBody: 'r',
        },
        {method: 7, status: 200.5, requestHeaders: 'no'},
      ],
    });
    assert.equal(run.requests[0]!.method, 'POST');
    assert.equal(run.requests[0]!.url.length, 100_000);
    assert.equal(run.requests[0]!.requestBody!.length, 100_000);
    assert.equal(run.requests[0]!.responseBody, 'r');
    assert.equal(run.requests[0]!.status, 201);
    assert.deepEqual(run.requests[0]!.requestHeaders, {'content-type': 'a'});
    assert.deepEqual(run.requests[1], {
      method: '',
      url: '',
      path: '',
      status: null,
      requestHeaders: {},
      requestBody: null,
      responseBody: null,
    });
  });

  test('a flood is cut short: 200 requests, 500 snapshots, 1000 console lines, 100 headers', () => {
    const many = (count: number, item: unknown) => Array.from({length: count}, () => item);
    const headers = Object.fromEntries(Array.from({length: 150}, (_, n) => [`h${n}`, 'v']));
    const run = readTaskRun({
      requests: many(300, {...request('GET', '/'), requestHeaders: headers}),
      snapshots: many(600, {action: {type: 't', key: 'k'}, state: 1}),
      console: many(1200, {level: 'warn', text: 'w'}),
    });
    assert.equal(run.requests.length, 200);
    assert.equal(Object.keys(run.requests[0]!.requestHeaders).length, 100);
    assert.equal(run.snapshots.length, 500);
    assert.deepEqual(run.snapshots[0], {action: {type: 't', key: 'k'}, state: 1});
    assert.equal(run.console.length, 1000);
  });

  test('console levels are kept when known, "log" otherwise', () => {
    const levels = ['log', 'info', 'warn', 'error', 'debug', 'trace', 5];
    const run = readTaskRun({console: levels.map((level) => ({level, text: String(level)}))});
    assert.deepEqual(
      run.console.map((line) => line.level),
      ['log', 'info', 'warn', 'error', 'debug', 'log', 'log'],
    );
  });

  test('store state keeps its values: numbers, strings, booleans, null, arrays; what JSON cannot hold becomes text; past 30 levels it stops', () => {
    const state = {
      n: 1.5,
      s: 's',
      b: false,
      z: null,
      nan: Number.NaN,
      inf: -Infinity,
      list: [1, 'a'],
      u: undefined,
      big: 10n,
    };
    const run = readTaskRun({snapshots: [{action: {type: 'x', key: 5}, state}]});
    assert.deepEqual(run.snapshots[0], {
      action: {type: 'x', key: null},
      state: {
        n: 1.5,
        s: 's',
        b: false,
        z: null,
        nan: 'NaN',
        inf: '-Infinity',
        list: [1, 'a'],
        u: 'undefined',
        big: '10',
      },
    });
    const nest = (levels: number): unknown => (levels === 0 ? 'bottom' : {next: nest(levels - 1)});
    const depthOf = (value: unknown): [number, unknown] => {
      let depth = 0;
      while (value && typeof value === 'object' && 'next' in value) {
        value = (value as {next: unknown}).next;
        depth++;
      }
      return [depth, value];
    };
    assert.deepEqual(depthOf(readTaskRun({snapshots: [{state: nest(31)}]}).snapshots[0]!.state), [31, 'bottom']);
    assert.deepEqual(depthOf(readTaskRun({snapshots: [{state: nest(40)}]}).snapshots[0]!.state), [31, '(too deep)']);
    const list = readTaskRun({snapshots: [{state: [[['deep']]]}]}).snapshots[0]!.state;
    assert.deepEqual(list, [[['deep']]]);
  });

  test("a check's hint is text, at most 500 characters", () => {
    const long = defineTask({...listTask, check: () => ({passed: false, hint: 'h'.repeat(600)})});
    assert.equal((checkTask(long, {}) as {hint: string}).hint.length, 500);
    const odd = defineTask({...listTask, check: () => ({passed: false, hint: 42 as unknown as string})});
    assert.deepEqual(checkTask(odd, {}), {passed: false, hint: '42'});
    const thrown = defineTask({
      ...listTask,
      check: () => {
        throw 'plain';
      },
    });
    assert.deepEqual(checkTask(thrown, {}), {passed: false, hint: 'The check could not read this run (plain).'});
  });

  test("a snapshot's lists are cut at 10 000 items, its nesting at 30 levels", () => {
    let nested: unknown = 'bottom';
    for (let level = 0; level < 40; level++) nested = [nested];
    const [snapshot] = readTaskRun({
      snapshots: [{state: {long: Array.from({length: 10_001}, () => 1), nested}}],
    }).snapshots;
    const state = snapshot!.state as {long: unknown[]; nested: unknown};
    assert.equal(state.long.length, 10_000);
    let depth = 0;
    let at: unknown = state.nested;
    while (Array.isArray(at)) {
      at = at[0];
      depth++;
    }
    assert.deepEqual([depth, at], [30, '(too deep)']);
  });

  test("invalidEntry is how the store shows data-client's INVALID marker", () => {
    assert.equal(invalidEntry, toDisplayable(INVALID));
  });
});
