import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {stopMessage} from '../core/stops';
import {bodyLimit, type RequestLogEntry} from '../core/requestRecorder';
import {maxPreviewHeight, readFromGuest} from './readMessage';

function entry(change: Partial<Record<keyof RequestLogEntry, unknown>> = {}): Record<string, unknown> {
  return {
    id: 'r1',
    method: 'GET',
    url: 'http://127.0.0.1:3000/todos',
    path: '/todos',
    startedAt: 1_700_000_000_000,
    requestHeaders: {accept: 'application/json'},
    requestBody: null,
    status: 200,
    statusText: 'OK',
    responseHeaders: {},
    responseBody: '[]',
    answeredBy: 'default backend',
    durationMs: 3,
    error: null,
    ...change,
  };
}

const requests = (entries: unknown) => readFromGuest({type: 'requests', runId: 1, entries});
const snapshot = (change: Record<string, unknown> = {}) => ({index: 0, action: null, state: {}, ...change});
const snapshots = (items: unknown) => readFromGuest({type: 'snapshots', runId: 1, snapshots: items});
const heap = (value: unknown) => (readFromGuest({type: 'pong', n: 1, heap: value}) as {heap: unknown}).heap;

describe('what a guest posts, as the page reads it', () => {
  test('a request log row the panels can show is taken', () => {
    assert.deepEqual(requests([entry()]), {type: 'requests', runId: 1, entries: [entry()]});
  });

  test('a row the panels could not show is dropped with its message: a URL that does not parse, or is not http(s)', () => {
    for (const url of ['not a url', 'javascript:alert(1)', 'file:///etc/passwd', `http://x/${'a'.repeat(70_000)}`]) {
      assert.equal(requests([entry({url})]), null, url.slice(0, 40));
    }
    // At the limit of what the log keeps, and one character past it.
    const base = 'http://127.0.0.1:3000/todos?q=';
    const longest = `${base}${'a'.repeat(64_000 - base.length)}`;
    assert.deepEqual(requests([entry({url: longest})]), {type: 'requests', runId: 1, entries: [entry({url: longest})]});
    assert.equal(requests([entry({url: `${longest}a`})]), null);
  });

  test('a start no clock can show, a status or duration out of range, or an answerer the log does not know', () => {
    const forged: Partial<Record<keyof RequestLogEntry, unknown>>[] = [
      {startedAt: Number.NaN},
      {startedAt: 9e15},
      {startedAt: -1},
      {startedAt: '2024-01-01'},
      {status: 1000},
      {status: 200.5},
      {status: -1},
      {durationMs: -5},
      {durationMs: Infinity},
      {answeredBy: 'the site'},
      {requestHeaders: {a: 1}},
      {requestHeaders: Object.fromEntries(Array.from({length: 300}, (_, i) => [`h${i}`, 'v']))},
    ];
    for (const change of forged) assert.equal(requests([entry(change)]), null, JSON.stringify(change).slice(0, 60));
  });

  test('more rows in one message than a guest ever sends are dropped', () => {
    assert.equal(requests(Array.from({length: 1001}, (_, i) => entry({id: `r${i}`}))), null);
  });

  test('text longer than a guest would send is cut, saying how much more there was', () => {
    const clipped = `${'z'.repeat(bodyLimit)}\n… 4900012 more characters not shown`;
    assert.deepEqual(
      requests([entry({requestBody: clipped})]),
      {type: 'requests', runId: 1, entries: [entry({requestBody: clipped})]},
      'as the guest cut it',
    );
    const read = requests([entry({responseBody: 'x'.repeat(bodyLimit + 105)})]);
    assert.ok(read && read.type === 'requests');
    assert.match(read.entries[0]!.responseBody!, /\n… 5 more characters not shown$/);
    const line = readFromGuest({type: 'console', runId: 1, line: {level: 'log', text: 'y'.repeat(bodyLimit + 107)}});
    assert.ok(line && line.type === 'console');
    assert.match(line.line.text, /… 7 more characters not shown$/);
    // As long as the limit: kept whole; one character more: cut at the limit.
    const lineText = (text: string) =>
      (readFromGuest({type: 'console', runId: 1, line: {level: 'log', text}}) as {line: {text: string}}).line.text;
    const limit = bodyLimit + 100;
    assert.equal(lineText('a'.repeat(limit)), 'a'.repeat(limit));
    assert.equal(lineText(`${'a'.repeat(limit)}b`), `${'a'.repeat(limit)}\n… 1 more characters not shown`);
  });

  test('store data deeper or larger than a store holds, or not plain JSON, is dropped', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 70; i++) deep = {deep};
    const wide = Object.fromEntries(Array.from({length: 200_001}, (_, i) => [`k${i}`, i]));
    for (const state of [deep, wide, new Map(), {date: new Date()}, {n: Number.NaN}]) {
      assert.equal(snapshots([snapshot({state})]), null);
    }
    assert.equal(snapshots([snapshot({index: -1})]), null, 'a negative step');
  });

  test("what the code threw is the code's own words; a stop is worded by the page; a setup problem is not the guest's to report", () => {
    const thrown = readFromGuest({
      type: 'problem',
      runId: 2,
      problem: {
        kind: 'runtime',
        message: 'Error: Your session expired. Sign in again at https://evil.example/login',
        file: 'main.ts',
        line: 3,
        column: 1,
      },
    });
    assert.deepEqual(thrown, {
      type: 'problem',
      runId: 2,
      problem: {
        kind: 'runtime',
        voice: 'code',
        message: 'Error: Your session expired. Sign in again at https://evil.example/login',
        file: 'main.ts',
        line: 3,
        column: 1,
      },
    });
    const stopped = readFromGuest({
      type: 'problem',
      runId: 2,
      problem: {kind: 'stopped', reason: 'timer-loop', message: 'forged', file: null, line: null, column: null},
    });
    assert.deepEqual(stopped, {
      type: 'problem',
      runId: 2,
      problem: {
        kind: 'runaway',
        voice: 'page',
        message: stopMessage('timer-loop'),
        file: null,
        line: null,
        column: null,
      },
    });
    const forged = [
      {kind: 'setup', message: 'Your session expired', file: null, line: null, column: null},
      {kind: 'runaway', message: 'Your session expired', file: null, line: null, column: null},
      {kind: 'stopped', reason: 'the site is down', file: null, line: null, column: null},
      {kind: 'runtime', message: 'x', file: null, line: -1, column: null},
    ];
    for (const problem of forged) assert.equal(readFromGuest({type: 'problem', runId: 2, problem}), null, problem.kind);
  });

  test("a pong's heap is read only when it is two sizes a heap can have: used from 0, a limit above 0", () => {
    assert.deepEqual(readFromGuest({type: 'pong', n: 4, heap: {used: 10, limit: 100}}), {
      type: 'pong',
      n: 4,
      heap: {used: 10, limit: 100},
    });
    assert.deepEqual(readFromGuest({type: 'pong', n: 4, heap: {used: -1, limit: 'x'}}), {
      type: 'pong',
      n: 4,
      heap: null,
    });
    assert.deepEqual(heap({used: 0, limit: 1}), {used: 0, limit: 1});
    for (const value of [
      {used: 1, limit: 0},
      {used: -1, limit: 5},
      {used: 1},
      {limit: 5},
      [1, 5],
      'heap',
      null,
      undefined,
      {used: 'x', limit: 5},
      {used: 1, limit: 'x'},
      {used: Number.NaN, limit: 5},
    ]) {
      assert.equal(heap(value), null, String(JSON.stringify(value)));
    }
    assert.equal(readFromGuest({type: 'pong', n: 'one', heap: null}), null);
  });
});

describe('each kind of message, at the edges of what the page takes', () => {
  test('what is not a message, or a run report without a whole-number run, is dropped', () => {
    for (const data of [null, undefined, 'ready', 7, [{type: 'ready'}], {type: 'nothing'}]) {
      assert.equal(readFromGuest(data), null, JSON.stringify(data));
    }
    for (const runId of [undefined, '1', 1.5, Number.NaN]) {
      assert.equal(readFromGuest({type: 'status', runId, status: 'done'}), null, String(runId));
    }
  });

  test('ready, and a height kept between 0 and the tallest a preview may be', () => {
    assert.deepEqual(readFromGuest({type: 'ready', extra: 'ignored'}), {type: 'ready'});
    assert.deepEqual(readFromGuest({type: 'height', height: 320}), {type: 'height', height: 320});
    assert.deepEqual(readFromGuest({type: 'height', height: 1e9}), {type: 'height', height: maxPreviewHeight});
    assert.deepEqual(readFromGuest({type: 'height', height: -40}), {type: 'height', height: 0});
    assert.equal(readFromGuest({type: 'height', height: '320'}), null);
  });

  test('status, what main() returned, and routes, as sent', () => {
    assert.deepEqual(readFromGuest({type: 'status', runId: 3, status: 'running'}), {
      type: 'status',
      runId: 3,
      status: 'running',
    });
    assert.deepEqual(readFromGuest({type: 'status', runId: 3, status: 'done'}), {
      type: 'status',
      runId: 3,
      status: 'done',
    });
    assert.equal(readFromGuest({type: 'status', runId: 3, status: 'failed'}), null);
    assert.deepEqual(readFromGuest({type: 'returned', runId: 3, text: '[1, 2]'}), {
      type: 'returned',
      runId: 3,
      text: '[1, 2]',
    });
    assert.equal(readFromGuest({type: 'returned', runId: 3, text: 42}), null);
    assert.deepEqual(readFromGuest({type: 'routes', runId: 3, routes: ['GET /todos', 'GET /todos/:id']}), {
      type: 'routes',
      runId: 3,
      routes: ['GET /todos', 'GET /todos/:id'],
    });
    assert.equal(
      readFromGuest({type: 'routes', runId: 3, routes: ['GET /todos', 5]}),
      null,
      'a route that is not text',
    );
    assert.equal(readFromGuest({type: 'routes', runId: 3, routes: 'GET /todos'}), null, 'not a list');
    const many = Array.from({length: 501}, (_, i) => `GET /r${i}`);
    assert.equal(readFromGuest({type: 'routes', runId: 3, routes: many}), null, 'more routes than any playground has');
    assert.equal(
      (readFromGuest({type: 'routes', runId: 3, routes: many.slice(0, 500)}) as {routes: string[]}).routes.length,
      500,
    );
  });

  test('a console line of each level a console has; any other level, or text that is not text, is dropped', () => {
    for (const level of ['log', 'info', 'warn', 'error', 'debug']) {
      assert.deepEqual(readFromGuest({type: 'console', runId: 1, line: {level, text: 'hi'}}), {
        type: 'console',
        runId: 1,
        line: {level, text: 'hi'},
      });
    }
    for (const line of [{level: 'trace', text: 'hi'}, {level: 'log', text: 3}, {level: 'log'}, 'hi', null]) {
      assert.equal(readFromGuest({type: 'console', runId: 1, line}), null, JSON.stringify(line));
    }
  });

  test('a store step with its action and plain JSON state is taken as sent', () => {
    const state = {entities: {Todo: {'1': {id: 1, title: 'x', done: false, tags: ['a', null]}}}, n: 0, s: ''};
    const steps = [
      snapshot({state}),
      snapshot({index: 1, action: {type: 'rdc/set', key: 'GET /todos'}, state}),
      snapshot({index: 2, action: {type: 'rdc/fetch', key: null}, state}),
    ];
    assert.deepEqual(snapshots(steps), {type: 'snapshots', runId: 1, snapshots: steps});
  });

  test('a store step whose action or state is not as a store makes it is dropped', () => {
    const forged = [
      snapshot({action: {type: 5, key: null}}),
      snapshot({action: {type: 'rdc/set', key: 5}}),
      snapshot({action: {type: 'rdc/set'}}),
      snapshot({action: 'rdc/set'}),
      snapshot({index: 1.5}),
      snapshot({state: undefined}),
      snapshot({state: {text: 'x'.repeat(bodyLimit + 101)}}),
      snapshot({state: {list: [1, Infinity]}}),
      snapshot({state: {made: Object.create({inherited: 1})}}),
      'a step',
    ];
    for (const item of forged) assert.equal(snapshots([item]), null, JSON.stringify(item)?.slice(0, 80));
    assert.equal(snapshots('steps'), null, 'not a list');
  });

  test('store state up to the limits a store can reach is taken: a list or record at depth 64, 200 000 values', () => {
    const nest = (levels: number) => {
      let value: unknown = 1;
      for (let i = 0; i < levels; i++) value = [value];
      return value;
    };
    // The state itself is at depth 0: 65 nested lists reach depth 64, the deepest a list or record may be.
    assert.ok(snapshots([snapshot({state: nest(65)})]), 'a list at depth 64');
    assert.equal(snapshots([snapshot({state: nest(66)})]), null, 'a list at depth 65');
    const values = (count: number) => Array.from({length: count - 1}, () => 0);
    assert.ok(snapshots([snapshot({state: values(200_000)})]), '200 000 values, the list included');
    assert.equal(snapshots([snapshot({state: values(200_001)})]), null, 'one more');
    assert.ok(snapshots([snapshot({state: {text: 'x'.repeat(bodyLimit + 100)}})]), 'text as long as the guest sends');
  });

  test('a request row at the edges of its ranges is taken', () => {
    const edges: Partial<Record<keyof RequestLogEntry, unknown>>[] = [
      {startedAt: 0},
      {startedAt: 8.64e15},
      {status: 0},
      {status: 999},
      {status: null, statusText: '', durationMs: null, responseBody: null, error: 'Failed to fetch'},
      {durationMs: 0},
      {answeredBy: null},
      {answeredBy: 'mocks.ts'},
      {answeredBy: 'network settings'},
      {answeredBy: 'unhandled'},
      {url: 'https://api.example.com/todos?x=1'},
      {requestHeaders: Object.fromEntries(Array.from({length: 200}, (_, i) => [`h${i}`, 'v']))},
    ];
    for (const change of edges) {
      assert.deepEqual(
        requests([entry(change)]),
        {type: 'requests', runId: 1, entries: [entry(change)]},
        JSON.stringify(change).slice(0, 60),
      );
    }
  });

  test('a request row with a field that is not text where text goes, or headers that are not a record, is dropped', () => {
    const forged: Partial<Record<keyof RequestLogEntry, unknown>>[] = [
      {id: 1},
      {method: null},
      {path: ['/todos']},
      {statusText: 200},
      {requestBody: {}},
      {responseBody: 5},
      {error: true},
      {responseHeaders: null},
      {responseHeaders: [['a', 'b']]},
      {url: 'ftp://example.com/x'},
    ];
    for (const change of forged) assert.equal(requests([entry(change)]), null, JSON.stringify(change));
    assert.equal(requests(['a row']), null, 'not a record');
    assert.equal(requests('rows'), null, 'not a list');
  });

  test("a problem's place: a file as text or none, a line and column from 0 or none", () => {
    const problem = (place: Record<string, unknown>) =>
      readFromGuest({type: 'problem', runId: 1, problem: {kind: 'syntax', message: 'Unexpected token', ...place}});
    assert.deepEqual(problem({file: 'App.tsx', line: 0, column: 0}), {
      type: 'problem',
      runId: 1,
      problem: {kind: 'syntax', voice: 'code', message: 'Unexpected token', file: 'App.tsx', line: 0, column: 0},
    });
    for (const place of [
      {file: 3, line: null, column: null},
      {file: null, line: 1, column: -1},
      {file: null, line: '1', column: null},
      {file: null, line: null, column: 1.5},
    ]) {
      assert.equal(problem(place), null, JSON.stringify(place));
    }
    assert.equal(readFromGuest({type: 'problem', runId: 1, problem: 'Unexpected token'}), null);
    assert.equal(readFromGuest({type: 'problem', runId: 1, problem: null}), null);
    assert.equal(
      readFromGuest({
        type: 'problem',
        runId: 1,
        problem: {kind: 'syntax', message: 5, file: null, line: null, column: null},
      }),
      null,
    );
  });
});
