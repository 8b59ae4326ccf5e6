import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {
  checkTask,
  defineTask,
  describeRequests,
  finalEntities,
  hint,
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
