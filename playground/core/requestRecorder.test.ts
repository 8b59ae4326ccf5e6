import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {Emitter} from 'strict-event-emitter';
import {bodyLimit, RequestRecorder, shownUrl, type RequestEvents, type RequestLogEntry} from './requestRecorder';

/** msw's life-cycle events, fired by hand, and a clock the test moves. */
function recorderWithEvents(onChange?: (entries: readonly RequestLogEntry[], changed: RequestLogEntry) => void) {
  const events = new Emitter<Record<string, unknown[]>>();
  let now = 1000;
  const recorder = new RequestRecorder(
    onChange,
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

/**
 * `recorder.settled()`, or after 5 s an error naming the requests it still waits for. Those are then
 * marked failed, so that its polling ends and a broken recorder fails the test instead of hanging the file.
 */
async function settledWithin(recorder: RequestRecorder, ms = 5000): Promise<void> {
  let deadline: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    deadline = setTimeout(() => {
      const waiting = recorder.entries.filter((entry) => entry.status === null && !entry.error);
      for (const entry of waiting) entry.error = 'the test gave up waiting';
      reject(
        new Error(
          `settled() still waiting after ${ms} ms, for: ${waiting.map((e) => `${e.method} ${e.path}`).join(', ') || 'bodies'}`,
        ),
      );
    }, ms);
  });
  try {
    await Promise.race([recorder.settled(), expired]);
  } finally {
    clearTimeout(deadline);
  }
}

describe('the request recorder', () => {
  test(
    'records method, URL, headers and body of each request, and status, headers, body and answerer of its response',
    {timeout: 20_000},
    async () => {
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
      await settledWithin(recorder);
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
    },
  );

  test('keeps requests in the order they started, whatever order they are answered in', {timeout: 20_000}, async () => {
    const {recorder, emit} = recorderWithEvents();
    const first = new Request('http://localhost/todos');
    const second = new Request('http://localhost/todos/1', {method: 'DELETE'});
    emit('request:start', {request: first, requestId: 'a'});
    emit('request:start', {request: second, requestId: 'b'});
    emit('response:bypass', {request: second, response: new Response(null, {status: 204}), requestId: 'b'});
    emit('response:mocked', {request: first, response: Response.json([]), requestId: 'a'});
    await settledWithin(recorder);
    assert.deepEqual(
      recorder.entries.map(
        (entry) => `${entry.method} ${entry.path} ${entry.status} ${entry.requestBody} ${entry.responseBody}`,
      ),
      ['GET /todos 200 null []', 'DELETE /todos/1 204 null null'],
    );
  });

  test(
    'a request that ends without a response is a network error; a handler that threw is named',
    {timeout: 20_000},
    async () => {
      const {recorder, emit, advance} = recorderWithEvents();
      const failed = new Request('http://localhost/todos');
      const thrown = new Request('http://localhost/todos/2');
      emit('request:start', {request: failed, requestId: 'f'});
      emit('request:start', {request: thrown, requestId: 't'});
      emit('request:end', {request: failed, requestId: 'f'});
      emit('unhandledException', {request: thrown, error: new TypeError('x is undefined'), requestId: 't'});
      emit('response:mocked', {request: thrown, response: new Response('{}', {status: 500}), requestId: 't'});
      advance(500);
      await settledWithin(recorder);
      const [networkError, handlerError] = recorder.entries;
      assert.deepEqual(
        {status: networkError!.status, statusText: networkError!.statusText, error: networkError!.error},
        {status: 0, statusText: 'network error', error: 'The request failed with a network error.'},
      );
      assert.deepEqual(
        {status: handlerError!.status, error: handlerError!.error},
        {status: 500, error: 'The handler threw TypeError: x is undefined'},
      );
    },
  );

  test("shows a URL on the page's origin as path and query, and one on another host whole", () => {
    assert.equal(shownUrl('http://localhost/todos?a=1', 'http://localhost'), '/todos?a=1');
    assert.equal(shownUrl('https://api.example.com/todos', 'http://localhost'), 'https://api.example.com/todos');
    assert.equal(shownUrl('http://localhost:8080/todos', 'http://localhost'), 'http://localhost:8080/todos');
    // The page's host, another scheme: another origin, so shown whole.
    assert.equal(shownUrl('https://localhost/todos', 'http://localhost'), 'https://localhost/todos');
  });

  test(
    'a body of up to bodyLimit characters is kept whole; a longer one is cut there, saying how much more it had',
    {timeout: 20_000},
    async () => {
      const {recorder, emit} = recorderWithEvents();
      const whole = new Request('http://localhost/whole', {method: 'POST', body: 'a'.repeat(bodyLimit)});
      const cut = new Request('http://localhost/cut', {method: 'POST', body: 'b'.repeat(bodyLimit + 1)});
      emit('request:start', {request: whole, requestId: 'w'});
      emit('request:start', {request: cut, requestId: 'c'});
      emit('response:mocked', {request: whole, response: new Response('c'.repeat(bodyLimit + 3)), requestId: 'w'});
      emit('response:mocked', {request: cut, response: new Response('d'.repeat(bodyLimit)), requestId: 'c'});
      await settledWithin(recorder);
      // Long bodies, shown as their length and their last characters, so that a failure reads in a line.
      const shown = (body: string | null) =>
        body && `${body.length} characters ending ${JSON.stringify(body.slice(-40))}`;
      assert.deepEqual(
        recorder.entries.map((entry) => [shown(entry.requestBody), shown(entry.responseBody)]),
        [
          [shown('a'.repeat(bodyLimit)), shown(`${'c'.repeat(bodyLimit)}\n… 3 more characters not shown`)],
          [shown(`${'b'.repeat(bodyLimit)}\n… 1 more characters not shown`), shown('d'.repeat(bodyLimit))],
        ],
      );
      assert.ok(recorder.entries[1]!.requestBody!.startsWith('b'.repeat(bodyLimit)));
    },
  );

  test(
    'a network-error response, or a request the playground refused, shows status 0 and why, with its answerer and time',
    {timeout: 20_000},
    async () => {
      const {recorder, emit, advance} = recorderWithEvents();
      const errored = new Request('http://localhost/todos/1', {method: 'DELETE'});
      const refused = new Request('http://localhost/elsewhere');
      emit('request:start', {request: errored, requestId: 'e'});
      emit('request:start', {request: refused, requestId: 'r'});
      recorder.answered('e', 'network settings');
      advance(30);
      emit('response:mocked', {request: errored, response: Response.error(), requestId: 'e'});
      advance(12);
      emit('request:refused', {requestId: 'r', reason: 'passthrough() has no real network to pass to.'});
      await settledWithin(recorder);
      const shown = recorder.entries.map(({status, statusText, answeredBy, durationMs, error}) => ({
        status,
        statusText,
        answeredBy,
        durationMs,
        error,
      }));
      assert.deepEqual(shown, [
        {
          status: 0,
          statusText: 'network error',
          answeredBy: 'network settings',
          durationMs: 30,
          error: 'The request failed with a network error.',
        },
        {
          status: 0,
          statusText: 'network error',
          answeredBy: 'mocks.ts',
          durationMs: 42,
          error: 'passthrough() has no real network to pass to.',
        },
      ]);
    },
  );

  test(
    'a request that ended unanswered counts as a network error only once more than 100 ms passed: a response within them is shown',
    {timeout: 20_000},
    async () => {
      const {recorder, emit, advance} = recorderWithEvents();
      const request = new Request('http://localhost/todos');
      emit('request:start', {request, requestId: 'late'});
      emit('request:end', {request, requestId: 'late'});
      advance(100);
      let settled = false;
      const settling = settledWithin(recorder).then(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      assert.deepEqual(
        {settled, status: recorder.entries[0]!.status, error: recorder.entries[0]!.error},
        {settled: false, status: null, error: null},
        'still waiting at 100 ms',
      );
      emit('response:mocked', {request, response: Response.json([]), requestId: 'late'});
      await settling;
      assert.deepEqual(
        {
          status: recorder.entries[0]!.status,
          error: recorder.entries[0]!.error,
          body: recorder.entries[0]!.responseBody,
        },
        {status: 200, error: null, body: '[]'},
      );
    },
  );

  test(
    'a response, a refusal or an exception for a request it never saw changes nothing',
    {timeout: 20_000},
    async () => {
      const {recorder, emit} = recorderWithEvents();
      const unknown = new Request('http://localhost/todos');
      emit('response:mocked', {request: unknown, response: Response.json([]), requestId: 'x'});
      emit('response:bypass', {request: unknown, response: Response.error(), requestId: 'x'});
      emit('request:refused', {requestId: 'x', reason: 'refused'});
      emit('unhandledException', {request: unknown, error: new Error('boom'), requestId: 'x'});
      await settledWithin(recorder);
      assert.deepEqual(recorder.entries, []);
    },
  );

  test(
    'the listener hears each change as it happens: a start, an error, a status before its body has all come, the body',
    {timeout: 20_000},
    async () => {
      const heard: string[] = [];
      const {recorder, emit} = recorderWithEvents((entries, changed) => {
        assert.equal(entries, recorder.entries, 'with the whole log');
        heard.push(`${changed.path} ${changed.status} ${changed.responseBody} ${changed.error}`);
      });
      const lastHeard = () => heard.at(-1);
      const answered = new Request('http://localhost/todos');
      const thrown = new Request('http://localhost/todos/1');
      const failed = new Request('http://localhost/todos/2');
      const refused = new Request('http://localhost/todos/3');
      emit('request:start', {request: answered, requestId: 'a'});
      assert.equal(lastHeard(), '/todos null null null');
      emit('request:start', {request: thrown, requestId: 't'});
      emit('request:start', {request: failed, requestId: 'f'});
      emit('request:start', {request: refused, requestId: 'r'});
      // The request bodies are read: what follows is heard only if the recorder says so itself.
      await new Promise((resolve) => setTimeout(resolve, 20));

      emit('unhandledException', {request: thrown, error: new Error('boom'), requestId: 't'});
      assert.equal(lastHeard(), '/todos/1 null null The handler threw Error: boom');
      emit('response:mocked', {request: failed, response: Response.error(), requestId: 'f'});
      assert.equal(lastHeard(), '/todos/2 0 null The request failed with a network error.');
      emit('request:refused', {requestId: 'r', reason: 'refused'});
      assert.equal(lastHeard(), '/todos/3 0 null refused');

      // A body still streaming: its status shows before it ends.
      let endBody = () => {};
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('[1'));
          endBody = () => {
            controller.enqueue(new TextEncoder().encode(']'));
            controller.close();
          };
        },
      });
      emit('response:mocked', {request: answered, response: new Response(body), requestId: 'a'});
      await new Promise((resolve) => setTimeout(resolve, 20));
      assert.equal(lastHeard(), '/todos 200 null null');
      endBody();
      await settledWithin(recorder);
      assert.equal(lastHeard(), '/todos 200 [1] null');
    },
  );

  test(
    "by default it dates a request by the wall clock and times it by the page's clock",
    {timeout: 20_000},
    async () => {
      const events = new Emitter<Record<string, unknown[]>>();
      const recorder = new RequestRecorder();
      recorder.attach(events as unknown as RequestEvents);
      const request = new Request('http://localhost/todos');
      const before = Date.now();
      events.emit('request:start', {request, requestId: 'd'});
      const after = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.emit('response:mocked', {request, response: Response.json([]), requestId: 'd'});
      await settledWithin(recorder);
      const {startedAt, durationMs} = recorder.entries[0]!;
      assert.ok(
        startedAt >= before && startedAt <= after,
        `started at ${startedAt}, not between ${before} and ${after}`,
      );
      assert.ok(typeof durationMs === 'number' && durationMs >= 15 && durationMs < 60_000, `took ${durationMs} ms`);
    },
  );

  test('shows a URL it cannot parse as it is', () => {
    assert.equal(shownUrl('/todos?a=1', 'http://localhost'), '/todos?a=1');
    assert.equal(shownUrl('not a url', 'http://localhost'), 'not a url');
  });

  test('a request is in the log as it starts: no status, no answerer, no time yet', () => {
    const {recorder, emit} = recorderWithEvents();
    emit('request:start', {request: new Request('http://localhost/todos/1', {method: 'DELETE'}), requestId: 'p'});
    assert.deepEqual(recorder.entries, [
      {
        id: 'p',
        method: 'DELETE',
        url: 'http://localhost/todos/1',
        path: '/todos/1',
        startedAt: 1_700_000_001_000,
        requestHeaders: {},
        requestBody: null,
        status: null,
        statusText: '',
        responseHeaders: {},
        responseBody: null,
        answeredBy: null,
        durationMs: null,
        error: null,
      },
    ]);
  });

  test('a response body that breaks off while it is read shows as no body', {timeout: 20_000}, async () => {
    const {recorder, emit} = recorderWithEvents();
    const request = new Request('http://localhost/todos');
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('[{"id":'));
        controller.error(new TypeError('the stream broke'));
      },
    });
    emit('request:start', {request, requestId: 'b'});
    emit('response:mocked', {request, response: new Response(broken), requestId: 'b'});
    await settledWithin(recorder);
    assert.deepEqual(
      {status: recorder.entries[0]!.status, responseBody: recorder.entries[0]!.responseBody},
      {status: 200, responseBody: null},
    );
  });
});
