import assert from 'node:assert/strict';
import {mock, test} from 'node:test';
import {addGuest, codeRunningHere, restartGuests, restartPauseMs, type Guest} from './guestRestarts';

/** A guest that records what the restart did to it. */
function fakeGuest(name: string, state: {running?: boolean; codeRunning?: boolean} = {}) {
  const events: string[] = [];
  const guest: Guest = {
    running: () => state.running ?? false,
    codeRunning: () => state.codeRunning ?? false,
    stoppedAgo: () => Infinity,
    detach: (suspect) => events.push(`${name} detached${suspect ? ' as suspect' : ''}`),
    attach: ({suspect, otherTabRan}) =>
      events.push(`${name} attached${suspect ? ' as suspect' : ''}${otherTabRan ? ', another tab ran' : ''}`),
  };
  return {guest, events, state};
}

/** The site's other tab, played by the test over the same BroadcastChannel the module listens on. */
function otherTab() {
  const channel = new BroadcastChannel('playground-guests');
  const heard: unknown[] = [];
  channel.onmessage = (event: MessageEvent) => heard.push(event.data);
  return {
    channel,
    heard,
    async next(): Promise<unknown> {
      for (let waited = 0; waited < 100 && heard.length === 0; waited++) await new Promise((r) => setImmediate(r));
      return heard.shift();
    },
  };
}

const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
};

// One test, in order: the module's guests and its channel are the page's, for the whole file.
test('a stall restarts every guest of the page; suspects are those under way; other tabs are asked and answered', async (t) => {
  const tab = otherTab();
  t.after(() => tab.channel.close());

  const a = fakeGuest('a', {running: true});
  const b = fakeGuest('b');
  const c = fakeGuest('c');
  const leaveA = addGuest(a.guest);
  addGuest(b.guest);
  const leaveC = addGuest(c.guest);

  // Another tab's stall asks whether code of this page's playgrounds is running.
  tab.channel.postMessage({type: 'code-running?'});
  assert.deepEqual(await tab.next(), {type: 'code-running', running: false}, 'none of its guests has code running');
  c.state.codeRunning = true;
  assert.equal(codeRunningHere(), true);
  tab.channel.postMessage({type: 'code-running?'});
  assert.deepEqual(await tab.next(), {type: 'code-running', running: true});
  c.state.codeRunning = false;
  // What is not a question is not answered.
  tab.channel.postMessage(null);
  tab.channel.postMessage({type: 'hello'});
  assert.equal(await tab.next(), undefined);

  mock.timers.enable({apis: ['setTimeout']});
  t.after(() => mock.timers.reset());

  // A stall while a's run was under way: a is the suspect; every guest goes, and comes back after the pause.
  assert.deepEqual(restartGuests(), [a.guest]);
  assert.deepEqual(await tab.next(), {type: 'code-running?'}, 'the other tabs are asked');
  assert.deepEqual([...a.events, ...b.events, ...c.events], ['a detached as suspect', 'b detached', 'c detached']);
  assert.deepEqual(restartGuests(), [], 'a second stall during the pause restarts nothing more');
  // The other tab answers "not running", then something that is not an answer: neither counts.
  tab.channel.postMessage({type: 'code-running', running: false});
  tab.channel.postMessage({type: 'code-running', running: 'yes'});
  await settle();
  leaveC();
  mock.timers.tick(restartPauseMs - 1);
  assert.equal(a.events.length, 1, 'nothing comes back before the pause has passed');
  mock.timers.tick(1);
  assert.deepEqual(a.events.slice(1), ['a attached as suspect']);
  assert.deepEqual(b.events.slice(1), ['b attached']);
  assert.deepEqual(c.events.slice(1), [], 'a guest whose playground went during the pause does not come back');

  // A stall with no run under way (code run later, by a timer): every guest is a suspect.
  a.state.running = false;
  leaveA();
  const d = fakeGuest('d');
  addGuest(d.guest);
  assert.deepEqual(restartGuests(), [b.guest, d.guest]);
  await tab.next();
  // This time the other tab was running code: each guest hears so as it comes back.
  tab.channel.postMessage({type: 'code-running', running: true});
  await settle();
  mock.timers.tick(restartPauseMs);
  assert.deepEqual(b.events.slice(-2), ['b detached as suspect', 'b attached as suspect, another tab ran']);
  assert.deepEqual(d.events, ['d detached as suspect', 'd attached as suspect, another tab ran']);

  // The next stall asks afresh: the earlier "yes" is forgotten.
  restartGuests();
  await tab.next();
  mock.timers.tick(restartPauseMs);
  assert.deepEqual(d.events.slice(-1), ['d attached as suspect']);
});
