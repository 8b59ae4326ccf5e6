import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {Emitter} from 'strict-event-emitter';
import {RequestRecorder, shownUrl, type RequestEvents} from './requestRecorder';

/** msw's life-cycle events, fired by hand, and a clock the test moves. */
function recorderWithEvents() {
  const events = new Emitter<Record<string, unknown[]>>();
  let now = 1000;
  const recorder = new RequestRecorder(
    undefined,
    () => now,
    () => 1_700_000_000_000 + now,
  );
  recorder.attach(events as unknown as RequestEvents);
  return {
    recorder,
    emit: (name: string, payload: object) => events.emit(name, payload),
    advance: (ms: number) => (now += ms),
  };
}

describe('the request recorder', () => {
  test('records method, URL, headers and body of each request, and status, headers, body and answerer of its response', async () => {
    const {recorder, emit, advance} = recorderWithEvents();
    const request = new Request('https://api.example.com/todos?done=1', {
      method: 'POST',
      headers: {'content-type': 'application/json', authorization: 'Bearer t'},
      body: '{"title":"write tests"}',
    });
    emit('request:start', {request, requestId: 'r1'});
    recorder.answered('r1', 'mocks.ts');
    advance(42);
    const response = new Response('{"id":7}', {
      status: 201,
      statusText: 'Created',
      headers: {'content-type': 'application/json'},
    });
    emit('response:mocked', {request, response, requestId: 'r1'});
    await recorder.settled();
    assert.deepEqual(recorder.entries, [
      {
        id: 'r1',
        method: 'POST',
        url: 'https://api.example.com/todos?done=1',
        path: '/todos?done=1',
        startedAt: 1_700_000_001_000,
        requestHeaders: {authorization: 'Bearer t', 'content-type': 'application/json'},
        requestBody: '{"title":"write tests"}',
        status: 201,
        statusText: 'Created',
        responseHeaders: {'content-type': 'application/json'},
        responseBody: '{"id":7}',
        answeredBy: 'mocks.ts',
        durationMs: 42,
        error: null,
      },
    ]);
  });

  test('keeps requests in the order they started, whatever order they are answered in', async () => {
    const {recorder, emit} = recorderWithEvents();
    const first = new Request('http://localhost/todos');
    const second = new Request('http://localhost/todos/1', {method: 'DELETE'});
    emit('request:start', {request: first, requestId: 'a'});
    emit('request:start', {request: second, requestId: 'b'});
    emit('response:bypass', {request: second, response: new Response(null, {status: 204}), requestId: 'b'});
    emit('response:mocked', {request: first, response: Response.json([]), requestId: 'a'});
    await recorder.settled();
    assert.deepEqual(
      recorder.entries.map(
        (entry) => `${entry.method} ${entry.path} ${entry.status} ${entry.requestBody} ${entry.responseBody}`,
      ),
      ['GET /todos 200 null []', 'DELETE /todos/1 204 null null'],
    );
  });

  test('a request that ends without a response is a network error; a handler that threw is named', async () => {
    const {recorder, emit, advance} = recorderWithEvents();
    const failed = new Request('http://localhost/todos');
    const thrown = new Request('http://localhost/todos/2');
    emit('request:start', {request: failed, requestId: 'f'});
    emit('request:start', {request: thrown, requestId: 't'});
    emit('request:end', {request: failed, requestId: 'f'});
    emit('unhandledException', {request: thrown, error: new TypeError('x is undefined'), requestId: 't'});
    emit('response:mocked', {request: thrown, response: new Response('{}', {status: 500}), requestId: 't'});
    advance(500);
    await recorder.settled();
    const [networkError, handlerError] = recorder.entries;
    assert.deepEqual(
      {status: networkError!.status, statusText: networkError!.statusText, error: networkError!.error},
      {status: 0, statusText: 'network error', error: 'The request failed with a network error.'},
    );
    assert.deepEqual(
      {status: handlerError!.status, error: handlerError!.error},
      {status: 500, error: 'The handler threw TypeError: x is undefined'},
    );
  });

  test("shows a URL on the page's origin as path and query, and one on another host whole", () => {
    assert.equal(shownUrl('http://localhost/todos?a=1', 'http://localhost'), '/todos?a=1');
    assert.equal(shownUrl('https://api.example.com/todos', 'http://localhost'), 'https://api.example.com/todos');
    assert.equal(shownUrl('http://localhost:8080/todos', 'http://localhost'), 'http://localhost:8080/todos');
    // The page's host, another scheme: another origin, so shown whole.
    assert.equal(shownUrl('https://localhost/todos', 'http://localhost'), 'https://localhost/todos');
  });
});
