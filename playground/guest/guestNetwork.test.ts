import assert from 'node:assert/strict';
import {test, type TestContext} from 'node:test';
import {http, HttpResponse, passthrough} from 'msw';
import {createGuestNetwork} from './guestNetwork';
import {passthroughRefused, type Answer, type FromRelay, type ToRelay, type WireRequest} from './protocol';

/** A guest network on one end of a channel, and the relay's end, played by the test. */
function connected() {
  const network = createGuestNetwork();
  const channel = new MessageChannel();
  network.connect(channel.port1);
  const fromGuest: ToRelay[] = [];
  const waiting: (() => void)[] = [];
  channel.port2.onmessage = (event: MessageEvent<ToRelay>) => {
    fromGuest.push(event.data);
    waiting.splice(0).forEach((wake) => wake());
  };
  const next = async <T extends ToRelay['type']>(type: T) => {
    for (;;) {
      const found = fromGuest.find((message) => message.type === type);
      if (found) {
        fromGuest.splice(fromGuest.indexOf(found), 1);
        return found as Extract<ToRelay, {type: T}>;
      }
      await new Promise<void>((wake) => waiting.push(wake));
    }
  };
  const toGuest = (message: FromRelay) => channel.port2.postMessage(message);
  return {network, next, toGuest, port: channel.port1, close: () => channel.port2.close()};
}

/** A guest network on a channel of its own, closed when test `t` ends. */
function connectedFor(t: TestContext) {
  const link = connected();
  t.after(link.close);
  return link;
}

test("a request that msw hands back after a newer run began fails unseen: the newer run's handlers and log are not its", async (t) => {
  const {network, next, toGuest, close} = connected();
  // The channel's port keeps Node running: it is closed however the test ends.
  t.after(close);
  const seen: string[] = [];
  network.events.on('request:start', ({request}) => seen.push(new URL(request.url).pathname));
  const answered = http.get('*', () => HttpResponse.text('answered'));

  // The first run fetches; a newer run installs its handlers before msw hands the request back.
  network.useHandlers([answered], 1);
  const older = network.fetch('http://localhost/older');
  const olderFetch = await next('fetch');
  network.useHandlers([answered], 2);
  toGuest({type: 'handle', handleId: 1, id: olderFetch.id, requestId: 'r1', request: olderFetch.request});
  assert.deepEqual((await next('answer')).answer, {kind: 'network-error'});
  toGuest({type: 'failed', id: olderFetch.id, message: 'Failed to fetch'});
  await assert.rejects(older, TypeError);

  // The newer run's own request is answered by its handlers, and logged.
  const newer = network.fetch('http://localhost/newer');
  const newerFetch = await next('fetch');
  toGuest({type: 'handle', handleId: 2, id: newerFetch.id, requestId: 'r2', request: newerFetch.request});
  assert.equal((await next('answer')).answer.kind, 'response');
  toGuest({type: 'response', id: newerFetch.id, response: {status: 200, statusText: 'OK', headers: [], body: null}});
  assert.equal((await newer).status, 200);
  assert.deepEqual(seen, ['/newer']);
});

test("a request whose body is still being read when a newer run begins is the older run's, and fails unseen", async (t) => {
  const {network, next, toGuest} = connectedFor(t);
  const seen: string[] = [];
  network.events.on('request:start', ({request}) => seen.push(new URL(request.url).pathname));
  network.useHandlers([http.post('*', () => HttpResponse.text('answered'))], 1);
  // The code calls fetch; reading its body takes a while (megabytes of it), and a newer run starts meanwhile.
  const older = network.fetch('http://localhost/older', {method: 'POST', body: 'x'.repeat(1_000)});
  network.useHandlers([http.post('*', () => HttpResponse.text('answered'))], 2);
  const olderFetch = await next('fetch');
  toGuest({type: 'handle', handleId: 1, id: olderFetch.id, requestId: 'r1', request: olderFetch.request});
  assert.deepEqual((await next('answer')).answer, {kind: 'network-error'}, "the newer run's handlers answered it");
  toGuest({type: 'failed', id: olderFetch.id, message: 'Failed to fetch'});
  await assert.rejects(older, TypeError);
  assert.deepEqual(seen, [], "the newer run's log shows the older run's request");
});

/** The relay's part for one fetch: msw hands the request back, the guest's handlers answer, the answer comes back as the response. */
async function carryOnce(
  {next, toGuest}: ReturnType<typeof connected>,
  handleId: number,
): Promise<{fetch: Extract<ToRelay, {type: 'fetch'}>; answer: Answer}> {
  const fetch = await next('fetch');
  toGuest({type: 'handle', handleId, id: fetch.id, requestId: `r${handleId}`, request: fetch.request});
  const {answer} = await next('answer');
  if (answer.kind === 'response') toGuest({type: 'response', id: fetch.id, response: answer.response});
  else toGuest({type: 'failed', id: fetch.id, message: 'Failed to fetch'});
  return {fetch, answer};
}

// A step the guest does not take leaves the test waiting for a message: the timeout makes that a failure.
test(
  'redirects are followed as browsers do: a 303 after a POST becomes a GET without a body; manual and error are kept',
  {timeout: 10_000},
  async (t) => {
    const link = connectedFor(t);
    const {network} = link;
    network.useHandlers(
      [
        http.post('*/todos', () => new HttpResponse(null, {status: 303, headers: {location: '/todos/1'}})),
        http.put('*/moved', () => new HttpResponse(null, {status: 307, headers: {location: '/todos/1'}})),
        http.all('*/todos/1', ({request}) => HttpResponse.json({method: request.method})),
        http.get('*/loop', () => new HttpResponse(null, {status: 302, headers: {location: '/loop'}})),
      ],
      1,
    );

    const posted = network.fetch('http://localhost/todos', {
      method: 'POST',
      body: '{"title":"x"}',
      headers: {'content-type': 'application/json'},
    });
    const first = await carryOnce(link, 1);
    assert.equal(first.fetch.request.method, 'POST');
    const second = await carryOnce(link, 2);
    assert.equal(second.fetch.request.method, 'GET');
    assert.equal(second.fetch.request.body, null);
    assert.equal(
      second.fetch.request.headers.some(([name]) => name === 'content-type'),
      false,
      "the body's headers go with it",
    );
    const response = await posted;
    assert.deepEqual(await response.json(), {method: 'GET'});
    assert.equal(response.redirected, true);
    assert.equal(response.url, 'http://localhost/todos/1');

    // A 307 keeps the method and the body.
    const put = network.fetch('http://localhost/moved', {method: 'PUT', body: 'same'});
    await carryOnce(link, 3);
    const kept = await carryOnce(link, 4);
    assert.equal(kept.fetch.request.method, 'PUT');
    assert.equal(new TextDecoder().decode(kept.fetch.request.body!), 'same');
    assert.equal((await put).redirected, true);

    // redirect: 'manual' hands the redirect itself back; 'error' fails.
    const manual = network.fetch('http://localhost/todos', {method: 'POST', body: 'x', redirect: 'manual'});
    await carryOnce(link, 5);
    assert.equal((await manual).status, 303);
    assert.equal((await manual).redirected, false);
    const failing = network.fetch('http://localhost/todos', {method: 'POST', body: 'x', redirect: 'error'});
    await carryOnce(link, 6);
    await assert.rejects(failing, /the response is a redirect, and the request said redirect: "error"/);

    // A redirect loop ends after 20 redirects.
    const looping = network.fetch('http://localhost/loop');
    for (let hop = 0; hop <= 20; hop++) await carryOnce(link, 10 + hop);
    await assert.rejects(looping, /more than 20 redirects/);
    await network.settled();
  },
);

test(
  'a handler that throws answers 500 with what it threw; a passthrough is refused and the fetch fails',
  {timeout: 10_000},
  async (t) => {
    const link = connectedFor(t);
    const {network} = link;
    const refused: unknown[] = [];
    network.events.on('request:refused' as never, (event: unknown) => refused.push(event));
    network.useHandlers(
      [
        http.get('*/broken', () => {
          throw new TypeError('handler bug');
        }),
        http.get('*/outside', () => passthrough()),
      ],
      1,
    );
    const broken = network.fetch('http://localhost/broken');
    const {answer} = await carryOnce(link, 1);
    assert.equal(answer.kind, 'response');
    const response = await broken;
    assert.equal(response.status, 500);
    assert.equal(response.statusText, 'Request Handler Error');
    const body = (await response.json()) as {name: string; message: string};
    assert.deepEqual([body.name, body.message], ['TypeError', 'handler bug']);

    const outside = network.fetch('http://localhost/outside');
    assert.deepEqual((await carryOnce(link, 2)).answer, {kind: 'network-error'});
    await assert.rejects(outside, TypeError);
    assert.deepEqual(refused, [{requestId: 'r2', reason: passthroughRefused}]);
    // The request log shows the reason as it comes: words a reader can act on.
    assert.equal(
      (refused[0] as {reason: string}).reason,
      'passthrough: the playground has no real network, so a request a handler passes through fails as a network error.',
    );
  },
);

test(
  'an aborted fetch tells the relay and rejects with its reason; a new relay fails the fetches under way; no relay, no fetch',
  {timeout: 10_000},
  async (t) => {
    const link = connectedFor(t);
    const {network, next} = link;
    network.useHandlers([http.get('*', () => HttpResponse.text('late'))], 1);

    const controller = new AbortController();
    const aborted = network.fetch('http://localhost/slow', {signal: controller.signal});
    const sent = await next('fetch');
    controller.abort(new Error('reader gave up'));
    await assert.rejects(aborted, /reader gave up/);
    assert.deepEqual(await next('abort'), {type: 'abort', id: sent.id});
    await assert.rejects(
      network.fetch('http://localhost/x', {signal: AbortSignal.abort(new Error('before'))}),
      /before/,
    );

    const underway = network.fetch('http://localhost/underway');
    await next('fetch');
    const replacement = new MessageChannel();
    t.after(() => replacement.port2.close());
    network.connect(replacement.port1);
    await assert.rejects(underway, /the playground network restarted while this request was under way/);
    await network.settled();

    const alone = createGuestNetwork();
    await assert.rejects(alone.fetch('http://localhost/x'), /the playground has no network/);
  },
);

/** A relay that carries every fetch the guest makes, as `carryOnce` does, until the test ends: the requests it carried, in order. */
function relayEverything(link: ReturnType<typeof connected>): WireRequest[] {
  const carried: WireRequest[] = [];
  void (async () => {
    for (let handleId = 1; ; handleId++) carried.push((await carryOnce(link, handleId)).fetch.request);
  })();
  return carried;
}

/** A server that says, in headers, what request it got; and redirects to it, each with the status in its path. */
const echoing = [
  http.all('*/echo', async ({request}) => {
    const body = await request.text();
    return new HttpResponse(null, {
      headers: {
        'x-method': request.method,
        'x-content-type': request.headers.get('content-type') ?? 'none',
        'x-body': body || 'none',
        'x-mode': request.mode,
      },
    });
  }),
  http.all(
    '*/redirect/:status',
    ({params}) => new HttpResponse(null, {status: Number(params.status), headers: {location: '/echo'}}),
  ),
];

/** What the echo saw of a fetch that ended there, or how the fetch failed. */
async function echoOf(fetched: Promise<Response>) {
  try {
    const response = await fetched;
    const header = (name: string) => response.headers.get(name);
    return {
      redirected: response.redirected,
      method: header('x-method'),
      contentType: header('x-content-type'),
      body: header('x-body'),
      mode: header('x-mode'),
    };
  } catch (error) {
    return String(error);
  }
}

test(
  'a 301 or 302 makes only a POST a GET, a 303 leaves GET and HEAD as they are, a 307 keeps the body, its headers and the mode',
  {timeout: 10_000},
  async (t) => {
    const link = connectedFor(t);
    relayEverything(link);
    const {network} = link;
    network.useHandlers(echoing, 1);
    const json = {'content-type': 'application/json'};
    const sent = (status: number, init: RequestInit) =>
      echoOf(network.fetch(`http://localhost/redirect/${status}`, init));
    const seen = (method: string, contentType: string, body: string) => ({
      redirected: true,
      method,
      contentType,
      body,
      mode: 'cors',
    });

    assert.deepEqual(await sent(301, {method: 'POST', body: 'x', headers: json}), seen('GET', 'none', 'none'));
    assert.deepEqual(await sent(302, {method: 'POST', body: 'x', headers: json}), seen('GET', 'none', 'none'));
    assert.deepEqual(await sent(302, {method: 'PUT', body: 'x', headers: json}), seen('PUT', 'application/json', 'x'));
    assert.deepEqual(
      await sent(307, {method: 'POST', body: 'x', headers: json}),
      seen('POST', 'application/json', 'x'),
    );
    assert.deepEqual(await sent(303, {method: 'GET', headers: json}), seen('GET', 'application/json', 'none'));
    assert.deepEqual(await sent(303, {method: 'HEAD'}), seen('HEAD', 'none', 'none'));
    assert.deepEqual(await sent(307, {method: 'HEAD'}), seen('HEAD', 'none', 'none'));
  },
);

test(
  'a response with a Location but no redirect status, or a redirect status with no Location, is handed back as it is',
  {timeout: 10_000},
  async (t) => {
    const link = connectedFor(t);
    relayEverything(link);
    const {network} = link;
    network.useHandlers(
      [
        http.post('*/todos', () => new HttpResponse(null, {status: 201, headers: {location: '/todos/1'}})),
        http.get('*/nowhere', () => new HttpResponse(null, {status: 302})),
        // What a followed redirect would reach instead.
        http.all('*', () => HttpResponse.text('followed')),
      ],
      1,
    );
    const created = await network.fetch('http://localhost/todos', {method: 'POST', body: 'x'});
    assert.deepEqual([created.status, created.redirected, created.url], [201, false, 'http://localhost/todos']);
    const found = await network.fetch('http://localhost/nowhere');
    assert.deepEqual([found.status, found.redirected, found.url], [302, false, 'http://localhost/nowhere']);
  },
);

test('settled waits while a fetch is under way, and resolves once it has ended', {timeout: 10_000}, async (t) => {
  const link = connectedFor(t);
  const {network, next, toGuest} = link;
  const fetched = network.fetch('http://localhost/slow');
  const {id} = await next('fetch');
  t.mock.timers.enable({apis: ['setTimeout']});
  let settled = false;
  void (async () => {
    await network.settled();
    settled = true;
  })();
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  await turn();
  t.mock.timers.tick(5);
  await turn();
  assert.equal(settled, false, 'not settled while the fetch waits for its answer');

  toGuest({type: 'response', id, response: {status: 200, statusText: 'OK', headers: [], body: null}});
  assert.equal((await fetched).status, 200);
  t.mock.timers.tick(5);
  await turn();
  assert.equal(settled, true, 'settled once the fetch has its answer');
});

test(
  'a request no handler answers, before a run put any in or after, fails as a network error, and msw warns of nothing',
  {timeout: 10_000},
  async (t) => {
    const link = connectedFor(t);
    const {network} = link;
    const warn = t.mock.method(console, 'warn', () => {});
    const refused: unknown[] = [];
    network.events.on('request:refused' as never, (event: unknown) => refused.push(event));

    const early = network.fetch('http://localhost/api/early');
    assert.deepEqual((await carryOnce(link, 1)).answer, {kind: 'network-error'}, 'before any run put in handlers');
    await assert.rejects(early, TypeError);
    network.useHandlers([http.get('*/todos', () => HttpResponse.json([]))], 1);
    const unmatched = network.fetch('http://localhost/api/users');
    assert.deepEqual((await carryOnce(link, 2)).answer, {kind: 'network-error'}, 'no handler matches');
    await assert.rejects(unmatched, TypeError);

    assert.deepEqual(refused, [
      {requestId: 'r1', reason: passthroughRefused},
      {requestId: 'r2', reason: passthroughRefused},
    ]);
    assert.deepEqual(
      warn.mock.calls.map((call) => call.arguments),
      [],
    );
  },
);

test(
  'every answer a handler gives is told as response:mocked, a thrown error and a network error included',
  {timeout: 10_000},
  async (t) => {
    const link = connectedFor(t);
    const {network} = link;
    const mocked: unknown[] = [];
    network.events.on(
      'response:mocked',
      ({response, request, requestId}: {response?: Response; request?: Request; requestId?: string}) =>
        mocked.push({requestId, url: request?.url, status: response?.status, type: response?.type}),
    );
    network.useHandlers(
      [
        http.get('*/created', () => HttpResponse.text('made', {status: 201})),
        http.get('*/broken', () => {
          throw new Error('handler bug');
        }),
        http.get('*/unreachable', () => HttpResponse.error()),
      ],
      1,
    );

    const created = network.fetch('http://localhost/created');
    await carryOnce(link, 1);
    assert.equal((await created).status, 201);
    const broken = network.fetch('http://localhost/broken');
    await carryOnce(link, 2);
    assert.equal((await broken).status, 500);
    const unreachable = network.fetch('http://localhost/unreachable');
    assert.deepEqual(
      (await carryOnce(link, 3)).answer,
      {kind: 'network-error'},
      'HttpResponse.error() is a network error',
    );
    await assert.rejects(unreachable, TypeError);

    assert.deepEqual(mocked, [
      {requestId: 'r1', url: 'http://localhost/created', status: 201, type: 'default'},
      {requestId: 'r2', url: 'http://localhost/broken', status: 500, type: 'default'},
      {requestId: 'r3', url: 'http://localhost/unreachable', status: 0, type: 'error'},
    ]);
  },
);

/** What the guest's handler of its port throws: in the frame, an uncaught error the page would show as the code's own. */
function thrownBy(port: MessagePort): string[] {
  const thrown: string[] = [];
  const handler = port.onmessage!;
  port.onmessage = (event) => {
    try {
      handler.call(port, event);
    } catch (error) {
      thrown.push(String(error));
    }
  };
  return thrown;
}

test(
  'a fetch that is not waiting any more: an abort after its answer is not sent, a late handle gets a network error, a late response is dropped',
  {timeout: 10_000},
  async (t) => {
    const link = connectedFor(t);
    const {network, next, toGuest} = link;
    const thrown = thrownBy(link.port);
    network.useHandlers([http.get('*', () => HttpResponse.text('fine'))], 1);

    // Aborted after it had its answer: the relay hears nothing of it.
    const finished = new AbortController();
    const done = network.fetch('http://localhost/done', {signal: finished.signal});
    await carryOnce(link, 1);
    assert.equal(await (await done).text(), 'fine');
    finished.abort();

    // Aborted while the relay carried it: the relay hears of this abort.
    const given = new AbortController();
    const aborted = network.fetch('http://localhost/aborted', {signal: given.signal});
    const {id, request} = await next('fetch');
    given.abort(new Error('gave up'));
    await assert.rejects(aborted, /gave up/);
    assert.deepEqual(
      await next('abort'),
      {type: 'abort', id},
      'the abort of the fetch under way, not of the finished one',
    );

    // msw hands the aborted request back all the same, and its response comes late; then a fetch under way is handed back.
    toGuest({type: 'handle', handleId: 2, id, requestId: 'r2', request});
    toGuest({type: 'response', id, response: {status: 200, statusText: 'OK', headers: [], body: null}});
    const live = network.fetch('http://localhost/live');
    const liveFetch = await next('fetch');
    toGuest({type: 'handle', handleId: 3, id: liveFetch.id, requestId: 'r3', request: liveFetch.request});
    assert.deepEqual(await next('answer'), {type: 'answer', handleId: 2, answer: {kind: 'network-error'}});
    const {answer} = await next('answer');
    assert.equal(answer.kind, 'response');
    if (answer.kind === 'response') toGuest({type: 'response', id: liveFetch.id, response: answer.response});
    assert.equal(await (await live).text(), 'fine');
    assert.deepEqual(thrown, [], 'the late messages throw nothing');
  },
);
