import assert from 'node:assert/strict';
import {test} from 'node:test';
import {http, HttpResponse} from 'msw';
import {createGuestNetwork} from './guestNetwork';
import type {FromRelay, ToRelay} from './protocol';

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
