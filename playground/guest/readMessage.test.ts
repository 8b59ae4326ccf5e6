import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {stopMessage} from '../core/stops';
import {bodyLimit, type RequestLogEntry} from '../core/requestRecorder';
import {readFromGuest} from './readMessage';

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

const requests = (entries: unknown[]) => readFromGuest({type: 'requests', runId: 1, entries});

describe('what a guest posts, as the page reads it', () => {
  test('a request log row the panels can show is taken', () => {
    assert.deepEqual(requests([entry()]), {type: 'requests', runId: 1, entries: [entry()]});
  });

  test('a row the panels could not show is dropped with its message: a URL that does not parse, or is not http(s)', () => {
    for (const url of ['not a url', 'javascript:alert(1)', 'file:///etc/passwd', `http://x/${'a'.repeat(70_000)}`]) {
      assert.equal(requests([entry({url})]), null, url.slice(0, 40));
    }
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
  });

  test('store data deeper or larger than a store holds, or not plain JSON, is dropped', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 70; i++) deep = {deep};
    const wide = Object.fromEntries(Array.from({length: 200_001}, (_, i) => [`k${i}`, i]));
    for (const state of [deep, wide, new Map(), {date: new Date()}, {n: Number.NaN}]) {
      assert.equal(readFromGuest({type: 'snapshots', runId: 1, snapshots: [{index: 0, action: null, state}]}), null);
    }
    assert.equal(
      readFromGuest({type: 'snapshots', runId: 1, snapshots: [{index: -1, action: null, state: {}}]}),
      null,
      'a negative step',
    );
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

  test("a pong's heap is read only when it is two sizes a heap can have", () => {
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
  });
});
