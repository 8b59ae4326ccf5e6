import assert from 'node:assert/strict';
import {setTimeout as delay} from 'node:timers/promises';
import {test} from 'node:test';
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

/** Messages between ports arrive on a later turn of the event loop. */
const messagesArrive = () => delay(20);

function connected() {
  const frame = new FakeFrame();
  const channel = new GuestChannel(frame);
  const hears = heard();
  channel.listen(hears.listener);
  frame.load();
  assert.ok(frame.guestPort, 'the guest document gets a port on its first load');
  return {frame, channel, hears, guest: frame.guestPort};
}

test("the guest's document is heard over its port", async () => {
  const {channel, hears, guest} = connected();
  guest.postMessage({type: 'ready'});
  await messagesArrive();
  assert.deepEqual(hears.messages, [{type: 'ready'}]);
  assert.equal(hears.replaced, 0);
  channel.close();
  guest.close();
});

test('a guest that says it is leaving while its frame is in the page was navigated or reloaded: the channel says replaced', async () => {
  const {hears, guest} = connected();
  guest.postMessage(guestLeaving);
  await messagesArrive();
  assert.equal(hears.replaced, 1);
  assert.deepEqual(hears.messages, []);
  guest.close();
});

test('a second load in the frame is another document: replaced', () => {
  const {frame, hears, guest} = connected();
  frame.load();
  assert.equal(hears.replaced, 1);
  guest.close();
});

test('once the page removed the frame (a restart after a stall), nothing its document says is heard, its leaving least of all', async () => {
  const {frame, hears, guest} = connected();
  // The guest was busy past the watchdog's limit: the page removed its frame; free again, it says what it had to say.
  frame.isConnected = false;
  guest.postMessage({type: 'pong', n: 1, heap: null});
  guest.postMessage(guestLeaving);
  await messagesArrive();
  assert.deepEqual(hears.messages, [], 'a removed frame is not heard');
  assert.equal(hears.replaced, 0, 'a frame the page removed was not navigated away by its code');
  guest.close();
});
