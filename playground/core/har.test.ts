import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {requestLogAsHar} from './har';
import type {RequestLogEntry} from './requestRecorder';

/**
 * The required fields of HAR 1.2 and their types, per object, from the spec
 * (http://www.softwareishard.com/blog/har-12-spec/); optional fields are
 * checked only when present. Returns every violation as `path: problem`.
 */
function harProblems(har: unknown): string[] {
  const problems: string[] = [];
  type Kind = 'string' | 'number' | 'object' | 'array';
  const kindOf = (value: unknown): string => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);
  const field = (object: Record<string, unknown>, path: string, name: string, kind: Kind, required = true): boolean => {
    const value = object[name];
    if (value === undefined) {
      if (required) problems.push(`${path}.${name}: missing`);
      return false;
    }
    if (kindOf(value) !== kind) {
      problems.push(`${path}.${name}: ${kindOf(value)}, not ${kind}`);
      return false;
    }
    return true;
  };
  const nameValues = (object: Record<string, unknown>, path: string, name: string) => {
    if (!field(object, path, name, 'array')) return;
    (object[name] as Record<string, unknown>[]).forEach((pair, index) => {
      field(pair, `${path}.${name}[${index}]`, 'name', 'string');
      field(pair, `${path}.${name}[${index}]`, 'value', 'string');
    });
  };
  const root = har as Record<string, unknown>;
  if (!field(root, '', 'log', 'object')) return problems;
  const log = root.log as Record<string, unknown>;
  if (log.version !== '1.2') problems.push(`log.version: ${String(log.version)}, not "1.2"`);
  if (field(log, 'log', 'creator', 'object')) {
    field(log.creator as Record<string, unknown>, 'log.creator', 'name', 'string');
    field(log.creator as Record<string, unknown>, 'log.creator', 'version', 'string');
  }
  if (!field(log, 'log', 'entries', 'array')) return problems;
  (log.entries as Record<string, unknown>[]).forEach((entry, index) => {
    const at = `log.entries[${index}]`;
    if (field(entry, at, 'startedDateTime', 'string') && Number.isNaN(Date.parse(entry.startedDateTime as string))) {
      problems.push(`${at}.startedDateTime: not an ISO 8601 date`);
    }
    if (field(entry, at, 'time', 'number') && (entry.time as number) < 0) problems.push(`${at}.time: negative`);
    if (field(entry, at, 'request', 'object')) {
      const request = entry.request as Record<string, unknown>;
      const r = `${at}.request`;
      for (const name of ['method', 'url', 'httpVersion']) field(request, r, name, 'string');
      for (const name of ['cookies', 'headers', 'queryString']) nameValues(request, r, name);
      for (const name of ['headersSize', 'bodySize']) field(request, r, name, 'number');
      if (field(request, r, 'postData', 'object', false)) {
        const postData = request.postData as Record<string, unknown>;
        field(postData, `${r}.postData`, 'mimeType', 'string');
        if (postData.text === undefined && postData.params === undefined)
          problems.push(`${r}.postData: neither text nor params`);
        field(postData, `${r}.postData`, 'text', 'string', false);
      }
    }
    if (field(entry, at, 'response', 'object')) {
      const response = entry.response as Record<string, unknown>;
      const r = `${at}.response`;
      field(response, r, 'status', 'number');
      for (const name of ['statusText', 'httpVersion', 'redirectURL']) field(response, r, name, 'string');
      for (const name of ['cookies', 'headers']) nameValues(response, r, name);
      for (const name of ['headersSize', 'bodySize']) field(response, r, name, 'number');
      if (field(response, r, 'content', 'object')) {
        const content = response.content as Record<string, unknown>;
        field(content, `${r}.content`, 'size', 'number');
        field(content, `${r}.content`, 'mimeType', 'string');
        field(content, `${r}.content`, 'text', 'string', false);
      }
    }
    field(entry, at, 'cache', 'object');
    if (field(entry, at, 'timings', 'object')) {
      const timings = entry.timings as Record<string, unknown>;
      for (const name of ['send', 'wait', 'receive']) {
        if (field(timings, `${at}.timings`, name, 'number') && (timings[name] as number) < 0) {
          problems.push(`${at}.timings.${name}: negative`);
        }
      }
      for (const name of ['blocked', 'dns', 'connect', 'ssl']) field(timings, `${at}.timings`, name, 'number', false);
    }
  });
  return problems;
}

const base = {
  requestBody: null,
  statusText: 'OK',
  responseBody: null,
  answeredBy: 'default backend',
  error: null,
} as const;

const log: RequestLogEntry[] = [
  {
    ...base,
    id: 'r1',
    method: 'GET',
    url: 'http://localhost/todos?userId=1&done=false',
    path: '/todos?userId=1&done=false',
    startedAt: Date.UTC(2026, 0, 2, 3, 4, 5, 6),
    requestHeaders: {accept: 'application/json'},
    status: 200,
    responseHeaders: {'content-type': 'application/json'},
    responseBody: '[{"id":1,"title":"ünï"}]',
    durationMs: 12.5,
  },
  {
    ...base,
    id: 'r2',
    method: 'POST',
    url: 'https://test.com/todos',
    path: '/todos',
    startedAt: Date.UTC(2026, 0, 2, 3, 4, 6),
    // fetch() with a string body and no content-type sends text/plain: the answer is JSON all the same.
    requestHeaders: {'content-type': 'text/plain;charset=UTF-8'},
    requestBody: '{"title":"new"}',
    status: 201,
    statusText: 'Created',
    responseHeaders: {'content-type': 'application/json'},
    responseBody: '{"id":2,"title":"new"}',
    answeredBy: 'mocks.ts',
    durationMs: 3,
  },
  {
    ...base,
    id: 'r3',
    method: 'DELETE',
    url: 'http://localhost/todos/9',
    path: '/todos/9',
    startedAt: Date.UTC(2026, 0, 2, 3, 4, 7),
    requestHeaders: {},
    status: 0,
    statusText: 'network error',
    responseHeaders: {},
    answeredBy: 'network settings',
    error: 'The request failed with a network error.',
    durationMs: 1,
  },
];

describe('the request log as HAR', () => {
  const har = requestLogAsHar(log, {name: 'data-client docs playground', version: '1'});

  test('is a HAR 1.2 log: every required field there, with its type', () => {
    assert.deepEqual(harProblems(JSON.parse(JSON.stringify(har))), []);
  });

  test('holds every row, in order, with its method, URL, query, headers and bodies', () => {
    const entries = har.log.entries;
    assert.deepEqual(
      entries.map((e) => [e.startedDateTime, e.request.method, e.request.url, e.response.status]),
      [
        ['2026-01-02T03:04:05.006Z', 'GET', 'http://localhost/todos?userId=1&done=false', 200],
        ['2026-01-02T03:04:06.000Z', 'POST', 'https://test.com/todos', 201],
        ['2026-01-02T03:04:07.000Z', 'DELETE', 'http://localhost/todos/9', 0],
      ],
    );
    assert.deepEqual(entries[0].request.queryString, [
      {name: 'userId', value: '1'},
      {name: 'done', value: 'false'},
    ]);
    assert.deepEqual(entries[0].request.headers, [{name: 'accept', value: 'application/json'}]);
    assert.deepEqual(entries[0].response.headers, [{name: 'content-type', value: 'application/json'}]);
    assert.deepEqual(entries[0].response.content, {
      size: 26,
      mimeType: 'application/json',
      text: '[{"id":1,"title":"ünï"}]',
    });
    assert.equal(entries[0].time, 12.5);
    assert.deepEqual(entries[1].request.postData, {mimeType: 'text/plain;charset=UTF-8', text: '{"title":"new"}'});
    assert.equal(entries[1].response.content.mimeType, 'application/json');
    assert.equal(entries[1].request.bodySize, 15);
    assert.equal(entries[1].response.content.text, '{"id":2,"title":"new"}');
    assert.equal(entries[2].request.postData, undefined);
    assert.match(entries[2].comment ?? '', /network error/);
  });

  test('each row whole: HTTP/1.1 only for an answer; sizes -1 where HAR says unknown; the comment names who answered', () => {
    assert.deepEqual(har.log.entries[2], {
      startedDateTime: '2026-01-02T03:04:07.000Z',
      time: 1,
      request: {
        method: 'DELETE',
        url: 'http://localhost/todos/9',
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: [],
        queryString: [],
        headersSize: -1,
        bodySize: 0,
      },
      response: {
        status: 0,
        statusText: 'network error',
        httpVersion: '',
        cookies: [],
        headers: [],
        content: {size: 0, mimeType: ''},
        redirectURL: '',
        headersSize: -1,
        bodySize: -1,
      },
      cache: {},
      timings: {send: 0, wait: 1, receive: 0},
      comment: 'answered by network settings; The request failed with a network error.',
    });
    assert.equal(har.log.entries[0]!.response.httpVersion, 'HTTP/1.1');
    assert.equal(har.log.entries[0]!.response.bodySize, 26);
    assert.equal(har.log.entries[0]!.comment, 'answered by default backend');
    const pending: RequestLogEntry = {
      ...log[1]!,
      requestHeaders: {'Content-Type': 'application/json'},
      status: null,
      statusText: '',
      responseHeaders: {},
      responseBody: null,
      answeredBy: null,
      durationMs: null,
    };
    const [entry] = requestLogAsHar([pending], {name: 'x', version: '1'}).log.entries;
    assert.equal(entry!.response.status, 0);
    assert.equal(entry!.response.httpVersion, '');
    assert.equal(entry!.response.bodySize, -1);
    assert.equal(entry!.time, 0);
    assert.equal(entry!.request.postData!.mimeType, 'application/json');
    assert.equal('comment' in entry!, false);
    const amongOthers = {...pending, requestHeaders: {accept: 'text/html', 'CONTENT-TYPE': 'text/csv'}};
    const [withOthers] = requestLogAsHar([amongOthers], {name: 'x', version: '1'}).log.entries;
    assert.equal(withOthers!.request.postData!.mimeType, 'text/csv', 'the Content-Type header, whatever its case');
  });

  test('the check finds a missing required field', () => {
    const broken = JSON.parse(JSON.stringify(har));
    delete broken.log.entries[1].response.content.mimeType;
    broken.log.entries[0].request.headers = [{name: 'accept'}];
    assert.deepEqual(harProblems(broken), [
      'log.entries[0].request.headers[0].value: missing',
      'log.entries[1].response.content.mimeType: missing',
    ]);
  });

  test('hostile run data exports all the same, escaped, saying what it left out', () => {
    const forged: RequestLogEntry = {
      ...log[0]!,
      url: 'not a url',
      startedAt: Number.NaN,
      durationMs: Number.POSITIVE_INFINITY,
      responseBody: '</script><script>alert(1)</script>\u0000\u2028',
    };
    const exported = requestLogAsHar([forged], {name: 'x', version: '1'});
    const text = JSON.stringify(exported);
    assert.deepEqual(harProblems(JSON.parse(text)), []);
    const [entry] = exported.log.entries;
    assert.equal(entry!.startedDateTime, '1970-01-01T00:00:00.000Z');
    assert.equal(entry!.time, 0);
    assert.deepEqual(entry!.request.queryString, []);
    assert.match(entry!.comment ?? '', /its start \(NaN\) is no time a date can hold: written as the epoch/);
    assert.match(entry!.comment ?? '', /its URL does not parse: its query is left out/);
    assert.equal(JSON.parse(text).log.entries[0].response.content.text, forged.responseBody);
  });
});
