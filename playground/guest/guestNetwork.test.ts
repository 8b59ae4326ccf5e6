import assert from 'node:assert/strict';
import {test} from 'node:test';
import {http, HttpResponse, passthrough} from 'msw';
import {createGuestNetwork} from './guestNetwork';
import {passthroughRefused, type Answer, type FromRelay, type ToRelay} from './protocol';

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
  return {network, next, toGuest, close: () => channel.port2.close()};
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
    const link = connected();
    t.after(link.close);
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
    const link = connected();
    t.after(link.close);
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
    const link = connected();
    t.after(link.close);
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
