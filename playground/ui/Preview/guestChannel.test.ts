import assert from 'node:assert/strict';
import {setTimeout as delay} from 'node:timers/promises';
import {test, type TestContext} from 'node:test';
import {guestLeaving} from '../../guest/protocol';
import {GuestChannel, type GuestFrame} from './guestChannel';

/** A guest `<iframe>` as the channel sees it: its loads, whether it is in the page, and the port its document got. */
class FakeFrame implements GuestFrame {
  isConnected = true;
  /** The guest document's end of the channel, handed over on its first load. */
  guestPort: MessagePort | null = null;
  private onLoad: (() => void) | null = null;
  readonly contentWindow = {
    postMessage: (_message: unknown, _origin: string, transfer: Transferable[] = []) => {
      this.guestPort = transfer[0] as MessagePort;
    },
  };
  addEventListener(type: string, listener: () => void) {
    if (type === 'load') this.onLoad = listener;
  }
  removeEventListener(type: string, listener: () => void) {
    if (type === 'load' && this.onLoad === listener) this.onLoad = null;
  }
  load() {
    this.onLoad?.();
  }
}

function heard() {
  const messages: unknown[] = [];
  let replaced = 0;
  return {
    listener: {message: (data: unknown) => void messages.push(data), replaced: () => void (replaced += 1)},
    get messages() {
      return messages;
    },
    get replaced() {
      return replaced;
    },
  };
}

/**
 * Messages between ports arrive on a later turn of the event loop: this waits,
 * up to a second, until `arrived()` holds. A fixed wait is not enough: a loop
 * blocked past it (a busy CI machine) ran the timer before the message.
 */
async function messagesArrive(arrived: () => boolean) {
  const deadline = Date.now() + 1000;
  while (!arrived() && Date.now() < deadline) await delay(5);
}

/** Long enough for a message that was going to be heard to be heard, on a quiet machine. */
const nothingMoreArrives = () => delay(20);

/**
 * A channel to a frame that loaded once. Both ends are closed after the test,
 * passed or failed: an open port keeps the test's process alive, and a
 * failing assertion before `close()` once held CI until its time ran out.
 */
function connected(t: TestContext) {
  const frame = new FakeFrame();
  const channel = new GuestChannel(frame);
  const hears = heard();
  channel.listen(hears.listener);
  frame.load();
  const guest = frame.guestPort;
  assert.ok(guest, 'the guest document gets a port on its first load');
  t.after(() => {
    channel.close();
    guest.close();
  });
  return {frame, channel, hears, guest};
}

test("the guest's document is heard over its port", async (t) => {
  const {hears, guest} = connected(t);
  guest.postMessage({type: 'ready'});
  await messagesArrive(() => hears.messages.length > 0);
  assert.deepEqual(hears.messages, [{type: 'ready'}]);
  assert.equal(hears.replaced, 0);
});

test('a guest that says it is leaving while its frame is in the page was navigated or reloaded: the channel says replaced', async (t) => {
  const {hears, guest} = connected(t);
  guest.postMessage(guestLeaving);
  await messagesArrive(() => hears.replaced > 0);
  assert.equal(hears.replaced, 1);
  assert.deepEqual(hears.messages, []);
});

test('a second load in the frame is another document: replaced', (t) => {
  const {frame, hears} = connected(t);
  frame.load();
  assert.equal(hears.replaced, 1);
});

test('once the page removed the frame (a restart after a stall), nothing its document says is heard, its leaving least of all', async (t) => {
  const {frame, hears, guest} = connected(t);
  // The guest was busy past the watchdog's limit: the page removed its frame; free again, it says what it had to say.
  frame.isConnected = false;
  guest.postMessage({type: 'pong', n: 1, heap: null});
  guest.postMessage(guestLeaving);
  await nothingMoreArrives();
  assert.deepEqual(hears.messages, [], 'a removed frame is not heard');
  assert.equal(hears.replaced, 0, 'a frame the page removed was not navigated away by its code');
});
