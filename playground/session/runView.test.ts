import assert from 'node:assert/strict';
import {test} from 'node:test';
import {consoleLineLimit} from '../core/consoleRecorder';
import type {RequestLogEntry} from '../core/requestRecorder';
import type {StoreSnapshot} from '../core/storeRecorder';
import type {RunProblem} from '../guest/protocol';
import {
  noRun,
  recordedView,
  shownConsole,
  shownRequests,
  startedRun,
  withReport,
  type RunReport,
  type RunView,
} from './runView';

function row(id: string, status: number | null = 200): RequestLogEntry {
  return {
    id,
    method: 'GET',
    url: `http://localhost/${id}`,
    path: `/${id}`,
    startedAt: 1_700_000_000_000,
    requestHeaders: {},
    requestBody: null,
    status,
    statusText: status === null ? '' : 'OK',
    responseHeaders: {},
    responseBody: null,
    answeredBy: 'default backend',
    error: null,
    durationMs: status === null ? null : 1,
  };
}

const step = (index: number, type = `action ${index}`): StoreSnapshot => ({
  index,
  action: index === 0 ? null : {type, key: null},
  state: {kind: 'object', entries: []} as unknown as StoreSnapshot['state'],
});

const problem: RunProblem = {kind: 'runtime', voice: 'code', message: 'boom', file: 'main.ts', line: 1, column: 1};

const reduce = (view: RunView, ...reports: RunReport[]) => reports.reduce(withReport, view);
const runId = 1;

test("the recorded run is shown as done, with what the build recorded and when; a component's preview with it", () => {
  const recorded = {
    requests: [row('a')],
    snapshots: [step(0)],
    console: [{level: 'log' as const, text: 'hi'}],
    returned: '42',
    routes: ['GET /a'],
    at: '2026-11-26T00:00:00.000Z',
  };
  assert.deepEqual(recordedView(recorded), {
    ...noRun,
    status: 'done',
    requests: recorded.requests,
    snapshots: recorded.snapshots,
    console: recorded.console,
    returned: '42',
    routes: ['GET /a'],
    recorded: {at: recorded.at},
  });
  const preview = {markup: '<p>done</p>'};
  assert.deepEqual(recordedView({...recorded, preview}).recorded, {at: recorded.at, preview});
});

test('nothing has run at first: starting, every list empty, no time, no runs', () => {
  assert.deepEqual(noRun, {
    status: 'starting',
    requests: [],
    previousRequests: [],
    snapshots: [],
    console: [],
    returned: null,
    problems: [],
    routes: [],
    runs: 0,
    tookMs: null,
    recorded: null,
  });
});

test("a run starts empty and counted; the routes and the previous run's rows stay until it has its own", () => {
  const shown: RunView = {
    ...noRun,
    status: 'done',
    requests: [row('a'), row('b')],
    previousRequests: [row('old-a'), row('old-b'), row('old-c')],
    snapshots: [step(0)],
    console: [{level: 'log', text: 'hi'}],
    returned: '1',
    problems: [problem],
    routes: ['GET /a'],
    runs: 3,
    tookMs: 12,
    recorded: {at: 'then'},
  };
  const started = startedRun(shown, false);
  assert.deepEqual(started, {
    ...noRun,
    status: 'running',
    routes: ['GET /a'],
    // The rows shown, then the previous run's past them: what the log showed stays in place.
    previousRequests: [row('a'), row('b'), row('old-c')],
    runs: 4,
  });
  assert.equal(startedRun(shown, true).runs, 3, 'the same run sent again to a reloaded frame is not counted twice');
});

test("a run's requests merge by id: a changed row keeps its place, a new one goes last", () => {
  const view = reduce(
    startedRun(noRun, false),
    {type: 'requests', runId, entries: [row('a', null), row('b', null)]},
    {type: 'requests', runId, entries: [row('c', null), row('a', 201)]},
  );
  assert.deepEqual(
    view.requests.map(({id, status}) => [id, status]),
    [
      ['a', 201],
      ['b', null],
      ['c', null],
    ],
  );
});

test('store steps go at their index; a step past the end (only a forged message sends one) is dropped', () => {
  let view = reduce(startedRun(noRun, false), {type: 'snapshots', runId, snapshots: [step(0), step(1)]});
  view = withReport(view, {type: 'snapshots', runId, snapshots: [step(1, 'again'), step(2), step(5)]});
  assert.deepEqual(
    view.snapshots.map((snapshot) => [snapshot.index, snapshot.action?.type ?? null]),
    [
      [0, null],
      [1, 'again'],
      [2, 'action 2'],
    ],
  );
  assert.deepEqual(withReport(noRun, {type: 'snapshots', runId, snapshots: [step(1)]}).snapshots, []);
});

test('the console keeps as many lines as a guest sends, and no more from one that posts lines by hand', () => {
  let view = startedRun(noRun, false);
  for (let index = 0; index < consoleLineLimit + 50; index++) {
    view = withReport(view, {type: 'console', runId, line: {level: 'log', text: `line ${index}`}});
  }
  assert.equal(view.console.length, consoleLineLimit);
  assert.equal(view.console.at(-1)!.text, `line ${consoleLineLimit - 1}`);
});

test('what the code returned, its problems, its routes and its time are shown as reported', () => {
  const view = reduce(
    startedRun(noRun, false),
    {type: 'returned', runId, text: '{ ok: true }'},
    {type: 'problem', runId, problem},
    {type: 'problem', runId, problem: {...problem, message: 'second'}},
    {type: 'routes', runId, routes: ['GET /a']},
    {type: 'routes', runId, routes: ['GET /b', 'POST /b']},
    {type: 'took', ms: 87},
  );
  assert.equal(view.returned, '{ ok: true }');
  assert.deepEqual(
    view.problems.map((shown) => shown.message),
    ['boom', 'second'],
  );
  assert.deepEqual(view.routes, ['GET /b', 'POST /b']);
  assert.equal(view.tookMs, 87);
});

test("the previous run's rows stay while the run is under way and go once it has ended", () => {
  const shown: RunView = {...noRun, status: 'done', requests: [row('old-a'), row('old-b')]};
  let view = reduce(
    startedRun(shown, false),
    {type: 'status', runId, status: 'running'},
    {type: 'requests', runId, entries: [row('new-a')]},
  );
  assert.equal(view.status, 'running');
  assert.deepEqual(
    shownRequests(view).map(({entry, previous}) => [entry.id, previous]),
    [
      ['new-a', false],
      ['old-b', true],
    ],
  );
  view = withReport(view, {type: 'status', runId, status: 'done'});
  assert.equal(view.status, 'done');
  assert.deepEqual(
    shownRequests(view).map(({entry}) => entry.id),
    ['new-a'],
  );
});

test("the previous run's rows go when this run has ended, not before", () => {
  const running = {...startedRun(noRun, false), previousRequests: [row('old')]};
  assert.deepEqual(withReport(running, {type: 'status', runId, status: 'running'}).previousRequests, [row('old')]);
  assert.deepEqual(withReport(running, {type: 'status', runId, status: 'done'}).previousRequests, []);
});

test('the console shows what came after Clear in the run it was cleared in, and all of any other run', () => {
  const view = reduce(
    startedRun(noRun, false),
    {type: 'console', runId, line: {level: 'log', text: 'a'}},
    {type: 'console', runId, line: {level: 'warn', text: 'b'}},
    {type: 'returned', runId, text: '1'},
  );
  const texts = (cleared: Parameters<typeof shownConsole>[1]) => {
    const shown = shownConsole(view, cleared);
    return [shown.lines.map((line) => line.text), shown.returned, shown.cleared];
  };
  assert.deepEqual(texts(null), [['a', 'b'], '1', false]);
  assert.deepEqual(texts({runs: view.runs, lines: 1, returned: false}), [['b'], '1', true]);
  assert.deepEqual(texts({runs: view.runs, lines: 2, returned: true}), [[], null, true]);
  assert.deepEqual(texts({runs: view.runs - 1, lines: 2, returned: true}), [['a', 'b'], '1', false], 'another run');
});
