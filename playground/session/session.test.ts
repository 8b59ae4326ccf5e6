import assert from 'node:assert/strict';
import {afterEach, beforeEach, describe, mock, test} from 'node:test';
import type {RequestLogEntry} from '../core/requestRecorder';
import type {Task} from '../core/tasks';
import type {FromGuest, ToGuest} from '../guest/protocol';
import {readFromGuest} from '../guest/readMessage';
import {
  codeRunningHere,
  pingIntervalMs,
  restartPauseMs,
  sinceGuardStop,
  stallLimitMs,
  unwindGraceMs,
  useOtherTabs,
} from './guestRestarts';
import {bootLimitMs} from './guestTurns';
import {guestStartLimitMs, holdReportsMs, messageFloodLimit, stopCauses} from './guestLink';
import {runLimitMs, stopMessage} from '../core/stops';
import {shownConsole, shownRequests} from './runView';
import {hashFiles} from './savedEdits';
import {memoryStorage} from './memoryStorage';
import {
  firstRunLimitMs,
  PlaygroundSession,
  runAsYouTypeDelayMs,
  type SessionOptions,
  type TasksChecked,
} from './session';

const original = {'main.ts': "console.log('hi');", 'db.json': '{"todos": [{"id": 1}]}'};
const place = {page: '/docs/a', exampleId: 'docs/a/example'};

let now = 0;
/** Whether the fake page is shown (a hidden tab's frames get no time). */
let pageVisible = true;
function tick(ms: number) {
  for (let step = 0; step < ms; step += 10) {
    now += Math.min(10, ms - step);
    mock.timers.tick(Math.min(10, ms - step));
  }
}

/** A playground whose frames are fakes: what the session sent the guest, and a guest that answers. */
function playground(options: Partial<SessionOptions> = {}, inView = () => true) {
  const sent: ToGuest[] = [];
  /** What went with each message to the guest (the relay's channel end). */
  const transfers: unknown[][] = [];
  const relayReloads: number[] = [];
  const nearWatchers = new Set<() => void>();
  const storage = options.storage === undefined ? memoryStorage() : options.storage;
  const session = new PlaygroundSession(
    {files: original, place, storage, autoRun: true, runPressed: false, ...options},
    {
      toGuest: (message, transfer = []) => {
        sent.push(message);
        transfers.push([...transfer]);
      },
      toRelay: () => {},
      reloadRelay: () => relayReloads.push(now),
      newChannel: () => ({guestEnd: {end: 'guest'} as unknown as Transferable, relayEnd: {} as Transferable}),
      visible: () => pageVisible,
      theme: () => 'light',
      now: () => now,
      inView,
      watchNear: (near) => {
        nearWatchers.add(near);
        return () => nearWatchers.delete(near);
      },
    },
  );
  const stop = session.start();
  /** The playground came near the window (the page's IntersectionObserver said so). */
  const comeNear = () => nearWatchers.forEach((near) => near());
  let guest: object = {};
  const fromGuest = (message: FromGuest) => session.link.fromGuest(message, guest);
  const runs = () => sent.filter((message): message is ToGuest & {type: 'run'} => message.type === 'run');
  return {
    session,
    storage,
    sent,
    transfers,
    runs,
    relayReloads,
    stop,
    fromGuest,
    comeNear,
    /** Both frames say ready (a new guest document each time). */
    ready() {
      guest = {};
      fromGuest({type: 'ready'});
      session.link.fromRelay({type: 'relay-ready'});
    },
    /** The latest ping the page sent the guest. */
    lastPing() {
      return sent.filter((message): message is ToGuest & {type: 'ping'} => message.type === 'ping').at(-1)!;
    },
    /** The guest frame alone reloaded: a new document says ready. */
    guestReloaded() {
      guest = {};
      fromGuest({type: 'ready'});
    },
    /** The guest reports a whole run of the latest run id. */
    report(runId: number, entries: RequestLogEntry[]) {
      fromGuest({type: 'status', runId, status: 'running'});
      fromGuest({type: 'requests', runId, entries});
      fromGuest({type: 'status', runId, status: 'done'});
    },
  };
}

/** A run as the build records it, made on the first of January. */
function recordedRun(requests: RequestLogEntry[] = [], routes: string[] = []) {
  return {requests, snapshots: [], console: [], returned: null, routes, at: '2026-01-01T00:00:00.000Z'};
}

function request(id: string, path: string, status: number | null = 200): RequestLogEntry {
  return {
    id,
    method: 'GET',
    url: `http://localhost${path}`,
    path,
    startedAt: 1_700_000_000_000,
    requestHeaders: {},
    requestBody: null,
    status,
    statusText: status === null ? '' : 'OK',
    responseHeaders: {},
    responseBody: null,
    answeredBy: 'default backend',
    error: null,
    durationMs: status === null ? null : 1,
  };
}

/** For `ms`, every 10 ms: what `send` sends, and a pong to each ping, as a guest that is alive answers. */
function steadily(pg: ReturnType<typeof playground>, ms: number, send: () => void) {
  let answered = 0;
  for (let elapsed = 0; elapsed < ms; elapsed += 10) {
    send();
    const pings = pg.sent.filter((message): message is ToGuest & {type: 'ping'} => message.type === 'ping');
    for (const ping of pings.slice(answered)) pg.fromGuest({type: 'pong', n: ping.n, heap: null});
    answered = pings.length;
    tick(10);
  }
}

let stops: (() => void)[] = [];
/** What the site's other tabs say when a stall asks them whether code of theirs was running. */
let otherTabRunning = false;
beforeEach(() => {
  mock.timers.enable({apis: ['setTimeout', 'setInterval']});
  now = 0;
  pageVisible = true;
  otherTabRunning = false;
  useOtherTabs({ask: () => {}, heardRunning: () => otherTabRunning});
});
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  mock.timers.reset();
});

function open(options: Partial<SessionOptions> = {}, inView?: () => boolean) {
  const pg = playground(options, inView);
  stops.push(pg.stop);
  return pg;
}

describe('a playground session', () => {
  test('a docs example runs its files once both frames are ready, and its frames wait for their turn', async () => {
    const pg = open();
    assert.equal(pg.session.state.framesMayLoad, false);
    await Promise.resolve();
    assert.equal(pg.session.state.framesMayLoad, true);
    assert.equal(pg.runs().length, 0);
    pg.ready();
    assert.deepEqual(
      pg.runs().map((run) => [run.runId, run.files]),
      [[1, original]],
    );
  });

  test("the next playground's frames wait until this one's frames are ready and its first run has ended", async () => {
    const first = open();
    const second = open();
    await Promise.resolve();
    const mayLoad = () => [first.session.state.framesMayLoad, second.session.state.framesMayLoad];
    assert.deepEqual(mayLoad(), [true, false]);
    first.ready();
    assert.deepEqual(mayLoad(), [true, false], 'frames ready, the first run under way');
    first.report(1, [request('a', '/todos')]);
    assert.deepEqual(mayLoad(), [true, true]);
  });

  test('a playground that waits for Run ends its turn as soon as its frames are ready', async () => {
    const first = open({autoRun: false});
    const second = open();
    await Promise.resolve();
    assert.equal(second.session.state.framesMayLoad, false);
    first.ready();
    assert.equal(second.session.state.framesMayLoad, true);
  });

  test('the playground in view goes first', async () => {
    const above = open({}, () => false);
    const shown = open({}, () => true);
    above.comeNear();
    await Promise.resolve();
    assert.deepEqual([above.session.state.framesMayLoad, shown.session.state.framesMayLoad], [false, true]);
  });

  test('a playground far from the window loads no frames until it comes near; its recorded run stays on show', async () => {
    const far = open({recorded: recordedRun([request('r', '/todos')])}, () => false);
    await Promise.resolve();
    tick(bootLimitMs + firstRunLimitMs);
    assert.equal(far.session.state.framesMayLoad, false);
    assert.equal(far.session.state.firstRunOver, false, 'the first run has not had its time yet');
    assert.ok(far.session.state.run.recorded, 'the recorded run is on show');
    far.comeNear();
    assert.equal(far.session.state.framesMayLoad, true);
    far.ready();
    assert.equal(far.runs().length, 1, 'its first run goes once its frames are ready');
  });

  test('a run sends what the build compiled of the files the reader has not changed, and nothing of an edited one', () => {
    const compiled = {'main.ts': 'console.log("hi"); /* as compiled */'};
    const pg = open({compiled});
    pg.ready();
    assert.deepEqual(pg.runs()[0]!.compiled, compiled);
    pg.session.edit('main.ts', "console.log('edited');");
    pg.session.run();
    assert.deepEqual(pg.runs()[1]!.compiled, {}, 'the edited main.ts is compiled in the frame');
    pg.session.reset();
    assert.deepEqual(pg.runs().at(-1)!.compiled, compiled, 'after Reset the shipped code is the compiled one again');
  });

  test('a recorded run on show is not the first run: the first run is over only once the live one has ended', () => {
    const recorded = recordedRun();
    const pg = open({recorded});
    assert.equal(pg.session.state.run.status, 'done', 'the recorded run reads as done');
    pg.ready();
    assert.equal(pg.session.state.firstRunOver, false, 'frames ready, the live run under way');
    pg.report(1, [request('a', '/todos')]);
    assert.equal(pg.session.state.firstRunOver, true);
  });

  test('a recorded run stays on show through a long first live run; without one, a long run shows as running', () => {
    const recorded = recordedRun([request('r', '/todos')]);
    const withRecording = open({recorded});
    const without = open();
    withRecording.ready();
    without.ready();
    steadily(withRecording, holdReportsMs * 3, () => {});
    assert.deepEqual(
      [withRecording.session.state.run.recorded !== null, withRecording.session.state.run.status],
      [true, 'done'],
      'the recorded run, until the live one has ended',
    );
    assert.deepEqual([without.session.state.run.recorded, without.session.state.run.status], [null, 'running']);
    withRecording.report(1, [request('a', '/todos')]);
    tick(holdReportsMs);
    assert.deepEqual(
      [withRecording.session.state.run.recorded, withRecording.session.state.run.requests.map((entry) => entry.id)],
      [null, ['a']],
    );
  });

  test('what main() returned, as the guest reports it, is shown after the run; a forged report is dropped, a new run clears it', () => {
    const pg = open();
    pg.ready();
    const fromFrame = (data: unknown) => {
      const message = readFromGuest(data);
      if (message) pg.session.link.fromGuest(data, {});
    };
    fromFrame({type: 'status', runId: 1, status: 'running'});
    fromFrame({type: 'returned', runId: 1, text: '{\n  "done": 2\n}'});
    fromFrame({type: 'returned', runId: 1, text: {toString: () => 'not text'}});
    fromFrame({type: 'status', runId: 1, status: 'done'});
    tick(holdReportsMs + 10);
    assert.equal(pg.session.state.run.returned, '{\n  "done": 2\n}');
    pg.session.run();
    tick(holdReportsMs + 10);
    assert.equal(pg.session.state.run.returned, null);
  });

  test("the reader's saved edits open in the editor and wait for Run", () => {
    const storage = memoryStorage();
    const edited = {...original, 'main.ts': "console.log('mine');"};
    storage.setItem(
      `playground-edits:${place.page}:${place.exampleId}:${hashFiles(original)}`,
      JSON.stringify({files: edited, savedAt: 1}),
    );
    const pg = open({storage});
    pg.ready();
    assert.deepEqual(pg.session.state.files, edited);
    assert.equal(pg.session.state.edited, true);
    assert.equal(pg.session.state.hasRun, false);
    assert.equal(pg.runs().length, 0);
    pg.session.run();
    assert.deepEqual(pg.runs().at(-1)!.files, edited);
  });

  test('an edit is kept and saved, and runs after a pause in typing with the newest text', () => {
    const pg = open();
    pg.ready();
    pg.session.edit('main.ts', 'console.log(1);');
    tick(runAsYouTypeDelayMs / 2);
    pg.session.edit('main.ts', 'console.log(12);');
    tick(runAsYouTypeDelayMs - 10);
    assert.equal(pg.runs().length, 1, 'no run before the pause is over');
    tick(20);
    assert.equal(pg.runs().length, 2);
    assert.equal(pg.runs().at(-1)!.files['main.ts'], 'console.log(12);');
    assert.equal(JSON.parse(pg.storage!.getItem(pg.storage!.key(0)!)!).files['main.ts'], 'console.log(12);');
    pg.session.edit('main.ts', original['main.ts']);
    assert.equal(pg.storage!.length, 0, 'edits back to the original are forgotten');
    assert.equal(pg.session.state.edited, false);
  });

  test('with run-as-you-type off, an edit waits for Run', () => {
    const storage = memoryStorage();
    open().session.setRunAsYouType(false);
    assert.equal(open({storage}).session.state.runAsYouType, true);
    storage.setItem('playground-run-as-you-type', 'off');
    const pg = open({storage});
    assert.equal(pg.session.state.runAsYouType, false, 'the choice holds for the next playground and visit');
    pg.ready();
    pg.session.edit('main.ts', 'console.log(1);');
    tick(runAsYouTypeDelayMs * 2);
    assert.equal(pg.runs().length, 1);
  });

  test('new network settings run at once, with those settings', () => {
    const pg = open();
    pg.ready();
    const slow = {latencyMs: 300, routes: {}};
    pg.session.setNetwork(slow);
    assert.deepEqual(pg.runs().at(-1)!.network, slow);
    assert.deepEqual(pg.session.state.network, slow);
  });

  test('Reset runs the original files, and Undo reset brings every edited file back', () => {
    const pg = open();
    pg.ready();
    pg.session.edit('main.ts', 'console.log(1);');
    pg.session.edit('db.json', '{"todos": []}');
    pg.session.reset();
    assert.deepEqual(pg.session.state.files, original);
    assert.deepEqual(pg.runs().at(-1)!.files, original);
    pg.session.undoReset();
    assert.deepEqual(pg.session.state.files, {'main.ts': 'console.log(1);', 'db.json': '{"todos": []}'});
    assert.equal(pg.session.state.undoReset, null);
  });

  test("typing after Reset, or after a solution was applied, ends Undo: what is in the editor is the reader's own", () => {
    const pg = open();
    pg.ready();
    pg.session.edit('main.ts', 'console.log(1);');
    pg.session.reset();
    pg.session.edit('main.ts', 'console.log(3);');
    assert.equal(pg.session.state.undoReset, null, 'Undo reset after typing');

    pg.session.applyFiles({'main.ts': 'console.log(2);'});
    assert.equal(pg.session.state.replacedBy, 'solution');
    assert.notEqual(pg.session.state.undoReset, null);
    pg.session.edit('main.ts', 'console.log(2); // mine now');
    assert.equal(pg.session.state.undoReset, null, "a run now is the reader's, not the solution's");
    pg.session.undoReset();
    assert.equal(pg.session.state.files['main.ts'], 'console.log(2); // mine now', 'Undo after typing changes nothing');
  });

  test("a task's solution, applied, replaces the files it names and runs; Undo brings the reader's back", () => {
    const pg = open();
    pg.ready();
    pg.session.edit('main.ts', 'console.log(1);');
    pg.session.applyFiles({'main.ts': 'console.log(2);', 'other.ts': 'not a tab here'});
    assert.deepEqual(pg.session.state.files, {...original, 'main.ts': 'console.log(2);'});
    assert.deepEqual(pg.runs().at(-1)!.files, {...original, 'main.ts': 'console.log(2);'});
    assert.equal(pg.session.state.replacedBy, 'solution');
    pg.session.undoReset();
    assert.equal(pg.session.state.files['main.ts'], 'console.log(1);');
  });

  test("a task link's files are shown, edited, and wait for Run; files that do not fit the tabs are not used", () => {
    const linked = {...original, 'main.ts': 'console.log("from a link");'};
    const pg = playground({linkedFiles: linked});
    stops.push(pg.stop);
    pg.ready();
    assert.deepEqual(pg.session.state.files, linked);
    assert.equal(pg.session.state.edited, true);
    assert.equal(pg.runs().length, 0, 'code from a link ran by itself');
    assert.equal(pg.session.state.run.recorded, null);
    const misfit = playground({linkedFiles: {'App.tsx': 'export default () => null;'}});
    stops.push(misfit.stop);
    assert.deepEqual(misfit.session.state.files, original);
  });

  test('a db.json that does not parse says so, and the last valid one runs', () => {
    const pg = open();
    pg.ready();
    pg.session.edit('db.json', '{"todos": [');
    pg.session.run();
    assert.match(pg.session.state.seedProblem!, /db\.json.*last valid data is still in use/);
    assert.equal(pg.runs().at(-1)!.files['db.json'], original['db.json']);
    assert.equal(pg.session.state.files['db.json'], '{"todos": [', 'the editor keeps what the reader typed');
  });

  test('a run that ends soon is shown in one piece; reports of an older run are ignored', () => {
    const pg = open();
    pg.ready();
    const changes: number[] = [];
    pg.session.subscribe(() => changes.push(pg.session.state.run.requests.length));
    pg.report(1, [request('a', '/todos')]);
    assert.deepEqual(
      pg.session.state.run.requests.map((entry) => entry.path),
      ['/todos'],
    );
    assert.equal(pg.session.state.run.status, 'done');
    assert.equal(pg.session.state.run.runs, 1);
    pg.session.run();
    pg.fromGuest({type: 'requests', runId: 1, entries: [request('x', '/old')]});
    pg.report(2, [request('b', '/todos/1')]);
    assert.deepEqual(
      pg.session.state.run.requests.map((entry) => entry.path),
      ['/todos/1'],
    );
    assert.equal(pg.session.state.run.runs, 2);
  });

  test('requests are merged by id as the guest reports what changed', () => {
    const pg = open();
    pg.ready();
    pg.fromGuest({type: 'requests', runId: 1, entries: [request('a', '/todos', null), request('b', '/users', null)]});
    pg.fromGuest({type: 'requests', runId: 1, entries: [request('a', '/todos', 200)]});
    pg.fromGuest({type: 'status', runId: 1, status: 'done'});
    assert.deepEqual(
      pg.session.state.run.requests.map((entry) => [entry.path, entry.status]),
      [
        ['/todos', 200],
        ['/users', null],
      ],
    );
  });

  test("during a long run the previous run's rows stay in place, and the open row stays open across runs", () => {
    const pg = open();
    pg.ready();
    pg.report(1, [request('a', '/todos'), request('b', '/todos/1')]);
    pg.session.openRequest(1);
    pg.session.run();
    tick(holdReportsMs + 20);
    pg.fromGuest({type: 'requests', runId: 2, entries: [request('c', '/todos')]});
    tick(20);
    assert.deepEqual(
      shownRequests(pg.session.state.run).map(({entry, previous}) => [entry.id, previous]),
      [
        ['c', false],
        ['b', true],
      ],
    );
    assert.equal(pg.session.state.openRequest, 1);
    pg.fromGuest({type: 'requests', runId: 2, entries: [request('d', '/todos/1')]});
    pg.fromGuest({type: 'status', runId: 2, status: 'done'});
    tick(20);
    assert.deepEqual(
      shownRequests(pg.session.state.run).map(({entry}) => entry.id),
      ['c', 'd'],
    );
    assert.equal(pg.session.state.openRequest, 1);
  });

  test('a guest that floods the page is replaced once, and what it sends after is not read', () => {
    const pg = open();
    pg.ready();
    const key = pg.session.state.guestKey;
    for (let index = 0; index < messageFloodLimit * 3; index++) {
      pg.fromGuest({type: 'console', runId: 1, line: {level: 'log', text: `flood ${index}`} as never});
      if (index % 1000 === 0) tick(250);
    }
    const problems = pg.session.state.run.problems.map((problem) => problem.message);
    assert.equal(problems.filter((message) => message.includes(`more than ${messageFloodLimit} messages`)).length, 1);
    assert.equal(pg.session.state.guestKey, key + 1);
    assert.equal(pg.session.state.run.status, 'done');
  });

  test("a run stopped for a flood before its first reports were shown ends stopped, not 'Running…'", () => {
    const pg = open();
    pg.ready();
    tick(holdReportsMs + 10); // reports are shown live from here, in batches
    pg.fromGuest({type: 'status', runId: 1, status: 'running'});
    for (let index = 0; index < messageFloodLimit; index++) {
      pg.fromGuest({type: 'console', runId: 1, line: {level: 'log', text: `flood ${index}`}});
    }
    tick(50);
    const problems = pg.session.state.run.problems.map((problem) => problem.message);
    assert.equal(problems.filter((message) => message.includes(`more than ${messageFloodLimit} messages`)).length, 1);
    assert.equal(pg.session.state.run.status, 'done', 'the run reads as running after its stop');
    assert.equal(pg.session.state.run.console[0]?.text, 'flood 0', 'what it logged before the stop is shown');
  });

  test('a run sent while the run before still sends its thousand console lines is no flood', () => {
    const pg = open();
    pg.ready();
    const key = pg.session.state.guestKey;
    const logs = (runId: number) => {
      pg.fromGuest({type: 'status', runId, status: 'running'});
      for (let index = 0; index < 1000; index++) {
        pg.fromGuest({type: 'console', runId, line: {level: 'log', text: `line ${index}`}});
      }
    };
    logs(1);
    tick(100);
    pg.session.run();
    // The first run's lines, already on their way, and the second run's, all in one second.
    logs(1);
    logs(2);
    pg.fromGuest({type: 'status', runId: 2, status: 'done'});
    tick(50);
    assert.equal(pg.session.state.guestKey, key, 'the guest was replaced');
    assert.deepEqual(pg.session.state.run.problems, []);
    assert.equal(pg.session.state.run.console.length, 1000);
  });

  /** A ready guest on a hidden page (no pings, so every message counted is one the test sends), its key, and `send`: that many messages from it. */
  function countedGuest() {
    pageVisible = false;
    const pg = open();
    pg.ready();
    const send = (count: number) => {
      for (let index = 0; index < count; index++) pg.fromGuest({type: 'pong', n: -1, heap: null});
    };
    return {pg, key: pg.session.state.guestKey, send};
  }

  test('the flood limit counts one second at a time, one guest at a time', () => {
    const {pg, key, send} = countedGuest();
    // One message short of the limit in a second, and again seconds later (within the run's budget): left alone.
    tick(1010);
    send(messageFloodLimit - 1);
    tick(10_000);
    send(messageFloodLimit - 1);
    assert.equal(pg.session.state.guestKey, key, 'under the limit in each second');
    // A fresh guest starts from nothing, whatever the one before it sent this second: its word that it is ready is its first.
    pg.guestReloaded();
    send(messageFloodLimit - 2);
    assert.equal(pg.session.state.guestKey, key, 'a new guest is counted on its own');
    send(1);
    assert.equal(pg.session.state.guestKey, key + 1, 'the limit reached in one second: replaced');
  });

  test("a run's flood count begins as it is sent, one second at a time from then", () => {
    const {pg, key, send} = countedGuest();
    // The run was sent at 0 ms: its first second ends at 1000 ms, whenever its first message came.
    tick(900);
    send(messageFloodLimit - 1);
    tick(200);
    send(2);
    assert.equal(
      pg.session.state.guestKey,
      key,
      "one short of the limit late in the run's first second, 2 in its next",
    );
  });

  test("the flood limit's second includes its last millisecond", () => {
    const {pg, key, send} = countedGuest();
    // The count starts as the run is sent, at 0 ms, right after the guest's word that it is ready.
    send(messageFloodLimit - 1);
    tick(1000);
    assert.equal(pg.session.state.guestKey, key, 'one message short of the limit');
    send(1);
    assert.equal(pg.session.state.guestKey, key + 1, 'the limit reached 1000 ms after the first: replaced');
  });

  test("a guest that floods a page too busy to read 3000 messages a second is replaced once, by its run's budget", () => {
    const pg = open();
    pg.ready();
    const key = pg.session.state.guestKey;
    // 1000 a second, as a busy page reads them: the count per second never reaches the limit.
    let index = 0;
    steadily(pg, 20_000, () => {
      for (let message = 0; message < 10; message++)
        pg.fromGuest({type: 'console', runId: 1, line: {level: 'log', text: `flood ${index++}`}});
    });
    const problems = pg.session.state.run.problems.map((problem) => problem.message);
    assert.deepEqual(problems, [
      'The code sent the page 4276 messages in 4.3 s since it started, more than any run needs; its frame was replaced.',
    ]);
    assert.equal(pg.session.state.guestKey, key + 1);
    assert.equal(pg.session.state.run.status, 'done');
    pg.fromGuest({type: 'height', height: 4321});
    assert.notEqual(pg.session.state.previewHeight, 4321, 'nothing more it says is read');
  });

  test("a run's message budget counts from when it was sent, however long the page was open before", () => {
    const pg = open({autoRun: false});
    tick(10_000);
    pg.ready();
    pg.session.run();
    let index = 0;
    steadily(pg, 20_000, () => {
      for (let message = 0; message < 10; message++)
        pg.fromGuest({type: 'console', runId: 1, line: {level: 'log', text: `flood ${index++}`}});
    });
    assert.deepEqual(
      pg.session.state.run.problems.map((problem) => problem.message),
      [
        'The code sent the page 4276 messages in 4.3 s since it started, more than any run needs; its frame was replaced.',
      ],
    );
  });

  test("a run's message budget counts from when it was sent, not from the guest's first word after", () => {
    // A hidden page: no pings, so every message counted is one the test sent.
    pageVisible = false;
    const pg = open();
    pg.ready();
    const key = pg.session.state.guestKey;
    tick(10_000);
    const send = (count: number) => {
      for (let index = 0; index < count; index++)
        pg.fromGuest({type: 'console', runId: 1, line: {level: 'log', text: `line ${index}`}});
    };
    // 3998 messages 11 s after the run was sent: within its budget (3000 + 300 a second).
    send(messageFloodLimit - 1);
    tick(1010);
    send(messageFloodLimit - 1);
    assert.deepEqual(pg.session.state.run.problems, []);
    assert.equal(pg.session.state.guestKey, key);
  });

  test('a long run that reports as fast as the guest paces it is left alone', () => {
    const pg = open();
    pg.ready();
    // The console lines the guest keeps, at once.
    for (let line = 0; line < 1000; line++)
      pg.fromGuest({type: 'console', runId: 1, line: {level: 'log', text: `line ${line}`}});
    // Then two minutes of reports, 300 a second: more than the guest sends (a batch of requests
    // and one of store steps per 16 ms at most, a height per frame), as many as the budget allows.
    let step = 0;
    steadily(pg, 120_000, () => {
      step += 1;
      pg.fromGuest({type: 'requests', runId: 1, entries: [request('a', '/todos')]});
      pg.fromGuest({
        type: 'snapshots',
        runId: 1,
        snapshots: [{index: step, action: {type: 'rdc/set', key: 'GET /todos'}, state: {}}],
      });
      pg.fromGuest({type: 'height', height: 100 + (step % 2)});
    });
    assert.deepEqual(pg.session.state.run.problems, []);
    assert.equal(pg.session.state.guestAttached, true);
  });

  test('a guest that stops answering pings is replaced, its run stopped with why, and the next guest does not rerun it', () => {
    const pg = open();
    pg.ready();
    pg.fromGuest({type: 'status', runId: 1, status: 'running'});
    const key = pg.session.state.guestKey;
    tick(pingIntervalMs + stallLimitMs + pingIntervalMs);
    assert.equal(pg.session.state.guestAttached, false);
    tick(restartPauseMs);
    assert.equal(pg.session.state.run.problems.at(-1)!.message, stopCauses.stall);
    assert.equal(pg.session.state.guestAttached, true);
    assert.equal(pg.session.state.guestKey, key + 1);
    const before = pg.runs().length;
    pg.guestReloaded();
    assert.equal(pg.runs().length, before, 'the run that froze is not run again');
  });

  test("a run its guard stops is not taken for frozen when the guard's word comes a second late, as on a loaded machine", () => {
    const pg = open();
    pg.ready();
    pg.fromGuest({type: 'status', runId: 1, status: 'running'});
    // The page asks just as the code starts to hold the guest's thread; the guard stops it a second
    // later, and its word, from a starved process, takes another second to be read.
    tick(pingIntervalMs);
    const key = pg.session.state.guestKey;
    tick(runLimitMs + 1000);
    assert.ok(
      pg.session.state.guestAttached && pg.session.state.guestKey === key,
      "the watchdog took the guest for frozen before the guard's word came",
    );
    pg.fromGuest({
      type: 'problem',
      runId: 1,
      problem: {kind: 'stopped', reason: 'held-thread', file: 'main.ts', line: 1, column: 1},
    });
    tick(holdReportsMs);
    assert.deepEqual(
      pg.session.state.run.problems.map((problem) => problem.message),
      [stopMessage('held-thread')],
    );
  });

  test("a guest is not taken for frozen while the page's own thread was held up: its answer may wait behind the page's watchdog", () => {
    const pg = open();
    pg.ready();
    pg.fromGuest({type: 'status', runId: 1, status: 'running'});
    tick(pingIntervalMs);
    const ping = pg.lastPing();
    // The page's thread is busy for longer than the stall limit (a loaded machine, a long task of
    // its own): the watchdog's timer comes late, before the guest's answer is read.
    now += stallLimitMs + pingIntervalMs;
    mock.timers.tick(pingIntervalMs);
    pg.fromGuest({type: 'pong', n: ping.n, heap: null});
    tick(pingIntervalMs);
    assert.equal(pg.session.state.guestAttached, true, 'the guest is kept');
    assert.equal(pg.session.state.run.problems.length, 0, 'nothing is said of a stall');
    // The watchdog still works afterwards: a guest that then stops answering is replaced.
    tick(pingIntervalMs + stallLimitMs + pingIntervalMs);
    assert.equal(
      pg.session.state.guestAttached,
      false,
      'a guest silent for the stall limit of the page awake is replaced',
    );
    tick(restartPauseMs);
    assert.equal(pg.session.state.run.problems.at(-1)!.message, stopCauses.stall);
  });

  test('guests that come back from a restart into the frozen process, and never say ready, are restarted again after a longer pause, blamed for nothing, and the reader’s run goes to the next', () => {
    const pg = open();
    pg.ready();
    pg.fromGuest({type: 'status', runId: 1, status: 'running'});
    const key = pg.session.state.guestKey;
    tick(pingIntervalMs + stallLimitMs + pingIntervalMs + restartPauseMs);
    assert.equal(pg.session.state.guestKey, key + 1);
    const problems = () => pg.session.state.run.problems.map((problem) => problem.message);
    assert.deepEqual(problems(), [stopCauses.stall]);
    // The reader runs again; the guest that came back joined the frozen process (Chromium had not
    // ended it yet) and never says ready.
    pg.session.run();
    const runs = pg.runs().length;
    tick(guestStartLimitMs - pingIntervalMs);
    assert.equal(pg.session.state.guestAttached, true, 'a guest is given the start limit to say ready');
    tick(2 * pingIntervalMs);
    assert.equal(pg.session.state.guestAttached, false, 'a guest silent for the start limit is restarted');
    tick(restartPauseMs);
    assert.equal(pg.session.state.guestAttached, false, 'after a pause twice as long as the last');
    tick(restartPauseMs);
    assert.equal(pg.session.state.guestAttached, true);
    assert.equal(pg.session.state.guestKey, key + 2);
    assert.deepEqual(problems(), [stopCauses.stall], 'nothing more is blamed on the code');
    pg.guestReloaded();
    assert.equal(pg.runs().length, runs + 1, 'the reader’s run goes to the guest that said ready');
    // A guest that says ready is watched as ever, and a later stall pauses as long as the first.
    pg.fromGuest({type: 'status', runId: pg.runs().at(-1)!.runId, status: 'running'});
    tick(pingIntervalMs + stallLimitMs + pingIntervalMs);
    assert.equal(pg.session.state.guestAttached, false);
    tick(restartPauseMs);
    assert.equal(pg.session.state.guestAttached, true);
  });

  describe("a frame its guard stopped may hold the other guests' process while it unwinds", () => {
    const heldThread = {kind: 'stopped', reason: 'held-thread', file: 'main.ts', line: 2, column: 3} as const;
    /** Two playgrounds; the first's guard stops its run; the second's guest stops answering from then on. */
    function stoppedBeside() {
      const stopped = open();
      const other = open();
      stopped.ready();
      other.ready();
      other.report(1, []);
      stopped.fromGuest({type: 'status', runId: 1, status: 'running'});
      stopped.fromGuest({type: 'problem', runId: 1, problem: heldThread});
      const messages = (pg: typeof stopped) => pg.session.state.run.problems.map((problem) => problem.message);
      return {stopped, other, messages, otherKey: other.session.state.guestKey};
    }

    test('the other guests are waited for, and keep their frames, when the process lets go within the grace', () => {
      const {stopped, other, messages, otherKey} = stoppedBeside();
      assert.deepEqual(messages(stopped), [stopMessage('held-thread')]);
      tick(pingIntervalMs);
      const ping = other.lastPing();
      tick(unwindGraceMs - 2 * pingIntervalMs);
      assert.equal(other.session.state.guestAttached, true, 'not restarted while the stopped frame may unwind');
      other.fromGuest({type: 'pong', n: ping.n, heap: null});
      stopped.guestReloaded();
      // Both answer from now on: the stopped playground's fresh frame, and the other.
      steadily(
        other,
        stallLimitMs + 2 * pingIntervalMs + restartPauseMs,
        () => stopped.lastPing() && stopped.fromGuest({type: 'pong', n: stopped.lastPing().n, heap: null}),
      );
      assert.equal(other.session.state.guestKey, otherKey, 'the other playground keeps its frame and preview');
      assert.deepEqual(messages(other), []);
      assert.deepEqual(messages(stopped), [stopMessage('held-thread')], 'the stop is named once');
    });

    test('a stall that outlasts the grace restarts every guest, and blames none', () => {
      const {stopped, other, messages, otherKey} = stoppedBeside();
      // The stopped playground's fresh frame says ready (in another process): only the other is held up.
      stopped.guestReloaded();
      tick(unwindGraceMs - pingIntervalMs);
      assert.equal(other.session.state.guestAttached, true, 'not restarted while the stopped frame may unwind');
      tick(2 * pingIntervalMs);
      assert.equal(other.session.state.guestAttached, false, 'restarted once the grace is over');
      tick(restartPauseMs);
      assert.equal(other.session.state.guestKey, otherKey + 1);
      assert.deepEqual(messages(other), [], 'the playground that ran nothing is not blamed');
      assert.deepEqual(messages(stopped), [stopMessage('held-thread')], 'nor the stopped one again');
      const runs = other.runs().length;
      other.guestReloaded();
      assert.equal(other.runs().length, runs + 1, "the other playground's run is run again in its fresh frame");
    });

    test("the stopped playground's fresh frame, never ready, restarts every guest", () => {
      const {stopped, other, messages} = stoppedBeside();
      // The other guest answers: only the fresh frame of the stopped playground is held up.
      steadily(other, guestStartLimitMs + 2 * pingIntervalMs, () => {});
      assert.equal(stopped.session.state.guestAttached, false, 'a fresh frame silent for the start limit is restarted');
      assert.equal(other.session.state.guestAttached, false, 'with every guest');
      tick(2 * restartPauseMs);
      assert.deepEqual(messages(other), []);
      assert.deepEqual(messages(stopped), [stopMessage('held-thread')]);
    });
  });

  describe('a stall is blamed on what can be known', () => {
    /** The guest stops answering; the page restarts it and says why once the other tabs have answered. */
    function stall(pg: ReturnType<typeof open>) {
      tick(pingIntervalMs + stallLimitMs + pingIntervalMs);
      assert.equal(pg.session.state.guestAttached, false);
      assert.equal(pg.session.state.run.problems.length, 0, 'nothing is said before the other tabs have answered');
      tick(restartPauseMs);
      return pg.session.state.run.problems.map((problem) => problem.message);
    }

    test("on this playground's code when its run had started and no other tab's code was running", () => {
      const pg = open();
      pg.ready();
      pg.fromGuest({type: 'status', runId: 1, status: 'running'});
      assert.deepEqual(stall(pg), [stopCauses.stall]);
    });

    test("on another tab's code when this run had not started and another tab's code was running", () => {
      const pg = open();
      pg.ready();
      otherTabRunning = true;
      assert.deepEqual(stall(pg), [stopCauses.stallElsewhere]);
    });

    test('on either, said so, when both were running', () => {
      const pg = open();
      pg.ready();
      pg.fromGuest({type: 'status', runId: 1, status: 'running'});
      otherTabRunning = true;
      assert.deepEqual(stall(pg), [stopCauses.stallEitherTab]);
    });

    test("on this playground's code where the browser has no way to ask other tabs", () => {
      const {BroadcastChannel} = globalThis;
      Reflect.deleteProperty(globalThis, 'BroadcastChannel');
      try {
        useOtherTabs(null);
        const pg = open();
        pg.ready();
        pg.fromGuest({type: 'status', runId: 1, status: 'running'});
        assert.deepEqual(stall(pg), [stopCauses.stall]);
      } finally {
        globalThis.BroadcastChannel = BroadcastChannel;
      }
    });

    test("only on the playground whose run was under way, in the page's voice", () => {
      const running = open();
      const idle = open({autoRun: false});
      running.ready();
      idle.ready();
      running.fromGuest({type: 'status', runId: 1, status: 'running'});
      assert.equal(codeRunningHere(), true);
      tick(pingIntervalMs + stallLimitMs + pingIntervalMs + restartPauseMs);
      assert.deepEqual(
        running.session.state.run.problems.map(({kind, voice, message}) => [kind, voice, message]),
        [['runaway', 'page', stopCauses.stall]],
      );
      assert.deepEqual(idle.session.state.run.problems, []);
    });

    test('on the code when no run was under way (a timer of an ended run): not as a run that never started', () => {
      const pg = open();
      pg.ready();
      pg.report(1, []);
      assert.equal(codeRunningHere(), false, 'no code of a run is running here');
      assert.deepEqual(stall(pg), [stopCauses.stall]);
      tick(10);
      assert.equal(codeRunningHere(), false, 'a stall with no run under way leaves nothing running here');
    });

    test('on neither when the run was sent but never started, and no other tab answered', () => {
      const pg = open();
      pg.ready();
      assert.deepEqual(stall(pg), [stopCauses.stallBeforeStart]);
    });

    test('on the code when the playground had run nothing: not as a run that never started', () => {
      const pg = open({autoRun: false});
      pg.ready();
      assert.deepEqual(stall(pg), [stopCauses.stall]);
      assert.equal(codeRunningHere(), false, 'no run was sent: no code of one was running here');
    });

    test('as before the start when the run had sent something, but not its word that it started', () => {
      const pg = open();
      pg.ready();
      // Code of an earlier run, still in the frame, can post a report for the next run's id.
      pg.fromGuest({type: 'console', runId: 1, line: {level: 'log', text: 'early'}});
      assert.deepEqual(stall(pg), [stopCauses.stallBeforeStart]);
    });

    test('as memory running out when the frame last said its heap was near its limit', () => {
      const pg = open();
      pg.ready();
      pg.fromGuest({type: 'status', runId: 1, status: 'running'});
      tick(pingIntervalMs);
      const ping = pg.lastPing();
      pg.fromGuest({type: 'pong', n: ping.n, heap: {used: 3_900 * 2 ** 20, limit: 4_096 * 2 ** 20}});
      const [message] = stall(pg);
      assert.match(message!, /^The code ran out of memory.*heap had reached 3900 MB of 4096 MB/);
    });

    test('not as memory running out when the heap was under nine tenths of its limit', () => {
      const pg = open();
      pg.ready();
      pg.fromGuest({type: 'status', runId: 1, status: 'running'});
      tick(pingIntervalMs);
      const ping = pg.lastPing();
      pg.fromGuest({type: 'pong', n: ping.n, heap: {used: 899, limit: 1000}});
      assert.deepEqual(stall(pg), [stopCauses.stall]);
    });

    test('as memory running out at nine tenths of the limit exactly', () => {
      const pg = open();
      pg.ready();
      pg.fromGuest({type: 'status', runId: 1, status: 'running'});
      tick(pingIntervalMs);
      const ping = pg.lastPing();
      pg.fromGuest({type: 'pong', n: ping.n, heap: {used: 900 * 2 ** 20, limit: 1000 * 2 ** 20}});
      assert.match(stall(pg)[0]!, /^The code ran out of memory/);
    });

    test("another tab asking in the seconds after a stall hears that this page's code may have been the cause", () => {
      const pg = open();
      pg.ready();
      pg.fromGuest({type: 'status', runId: 1, status: 'running'});
      tick(pingIntervalMs + stallLimitMs + pingIntervalMs);
      // Detached, its run ended (a suspect): nothing is under way, yet its code was running when it froze.
      assert.equal(codeRunningHere(), true, 'moments after the stall');
      tick(2000);
      assert.equal(codeRunningHere(), true, 'still within the memory of the stall');
      tick(1500);
      assert.equal(codeRunningHere(), false, 'long after it');
    });

    test('the memory of a stall lasts three seconds: another tab asking exactly then hears that nothing runs here', () => {
      const pg = open();
      pg.ready();
      pg.fromGuest({type: 'status', runId: 1, status: 'running'});
      tick(pingIntervalMs + stallLimitMs + pingIntervalMs);
      assert.equal(pg.session.state.guestAttached, false, 'stalled, at the end of that tick');
      tick(3000 - 10);
      assert.equal(codeRunningHere(), true, '10 ms before');
      tick(10);
      assert.equal(codeRunningHere(), false, 'at 3000 ms');
    });

    test('only the playgrounds whose run was under way are suspects: the others run their ended run again in the new frame', () => {
      const running = open();
      const idle = open();
      running.ready();
      idle.ready();
      idle.report(1, [request('a', '/todos')]);
      running.fromGuest({type: 'status', runId: 1, status: 'running'});
      tick(pingIntervalMs + stallLimitMs + pingIntervalMs + restartPauseMs);
      running.guestReloaded();
      idle.guestReloaded();
      assert.equal(running.runs().length, 1, 'the run that may have frozen is not run again');
      assert.equal(idle.runs().length, 2, 'the ended run of a playground that was not a suspect goes again');
      assert.deepEqual(idle.session.state.run.problems, []);
    });

    test('and a guest that answers again after the restart is not blamed for the stall before', () => {
      const pg = open();
      pg.ready();
      otherTabRunning = true;
      stall(pg);
      pg.guestReloaded();
      pg.session.edit('main.ts', 'console.log(2);');
      pg.session.run();
      assert.equal(pg.runs().at(-1)!.files['main.ts'], 'console.log(2);', 'the next Run works');
    });
  });

  test('another tab asking after a stall of its own hears that code may be running here from the moment a run is sent until it ends', () => {
    const pg = open();
    pg.ready();
    assert.equal(codeRunningHere(), true, 'sent, before the guest said it started: its code may be running');
    pg.fromGuest({type: 'status', runId: 1, status: 'running'});
    assert.equal(codeRunningHere(), true, 'started');
    pg.fromGuest({type: 'status', runId: 1, status: 'done'});
    assert.equal(codeRunningHere(), false, 'ended');
  });

  describe("a tutorial step's tasks are checked by the session", () => {
    const readsComments: Task = {
      name: 'comments',
      title: 'Read the comments',
      statement: 'Send `GET /comments`.',
      check: (run) =>
        run.requests.some((entry) => entry.path === '/comments')
          ? {passed: true}
          : {passed: false, hint: 'No `GET /comments` yet.'},
    };
    const solution = {...original, 'main.ts': "await fetch('/comments');"};

    /** Read anew each time: an assertion on one reading narrows the next in TypeScript's eyes. */
    const checked = (pg: ReturnType<typeof open>) => pg.session.state.tasksChecked as TasksChecked | null;

    function withTasks() {
      const passed: string[] = [];
      const pg = open({tasks: [readsComments], onTaskPassed: (task, total) => passed.push(`${task} of ${total}`)});
      pg.ready();
      return {pg, passed};
    }

    test('when a live run ends, with its hint; the reader passing it is progress', () => {
      const {pg, passed} = withTasks();
      assert.equal(checked(pg), null, 'nothing before a run has ended');
      pg.report(1, [request('a', '/todos')]);
      tick(holdReportsMs + 10);
      assert.deepEqual(checked(pg), {
        results: [{passed: false, hint: 'No `GET /comments` yet.'}],
        run: 1,
        bySolution: false,
      });
      assert.equal(passed.length, 0);
      pg.session.edit('main.ts', solution['main.ts']!);
      pg.session.run();
      pg.report(2, [request('b', '/comments')]);
      tick(holdReportsMs + 10);
      assert.deepEqual(checked(pg)?.results, [{passed: true}]);
      assert.equal(checked(pg)?.bySolution, false);
      assert.ok(passed.includes('comments of 1'), 'kept as progress');
    });

    test('not against the recorded run, nor a run still under way: the last ended run stays checked meanwhile', () => {
      const passed: string[] = [];
      const recorded = recordedRun([request('rec', '/comments')]);
      const pg = open({recorded, tasks: [readsComments], onTaskPassed: (task) => passed.push(task)});
      tick(holdReportsMs + 10);
      assert.equal(checked(pg), null, 'the recording would pass, but it is not a run of the reader');
      pg.ready();
      pg.report(1, [request('a', '/todos')]);
      tick(holdReportsMs + 10);
      assert.equal(checked(pg)?.run, 1);
      pg.session.edit('main.ts', solution['main.ts']!);
      pg.session.run();
      pg.fromGuest({type: 'status', runId: 2, status: 'running'});
      pg.fromGuest({type: 'requests', runId: 2, entries: [request('b', '/comments')]});
      tick(holdReportsMs + 10);
      assert.equal(pg.session.state.run.status, 'running');
      assert.deepEqual(checked(pg), {
        results: [{passed: false, hint: 'No `GET /comments` yet.'}],
        run: 1,
        bySolution: false,
      });
      assert.deepEqual(passed, []);
    });

    test('not when a guest was replaced before anything ran: no run, nothing to check', () => {
      const pg = open({tasks: [readsComments], autoRun: false});
      pg.ready();
      for (let index = 0; index < messageFloodLimit; index++) pg.fromGuest({type: 'pong', n: -1, heap: null});
      assert.equal(pg.session.state.run.status, 'done', 'the replaced guest ends the view as done');
      assert.equal(pg.session.state.run.runs, 0);
      assert.equal(checked(pg), null);
    });

    test('without anyone to tell, a passed task is still shown as passed', () => {
      const pg = open({tasks: [readsComments]});
      pg.ready();
      pg.report(1, [request('a', '/comments')]);
      tick(holdReportsMs + 10);
      assert.deepEqual(checked(pg)?.results, [{passed: true}]);
    });

    test('a run of the applied solution passes "with the solution", and is not progress until the reader edits', () => {
      const {pg, passed} = withTasks();
      pg.report(1, [request('a', '/todos')]);
      tick(holdReportsMs + 10);
      pg.session.applyFiles(solution);
      pg.report(2, [request('b', '/comments')]);
      tick(holdReportsMs + 10);
      assert.deepEqual(checked(pg), {results: [{passed: true}], run: 2, bySolution: true});
      assert.equal(passed.length, 0, "the solution is not the reader's work");
      pg.session.edit('main.ts', `${solution['main.ts']}\n// mine`);
      pg.session.run();
      pg.report(3, [request('c', '/comments')]);
      tick(holdReportsMs + 10);
      assert.equal(checked(pg)?.bySolution, false);
      assert.ok(passed.includes('comments of 1'));
    });

    test('a run of the applied solution stays "with the solution" when the reader edits before it ends', () => {
      const {pg, passed} = withTasks();
      pg.report(1, [request('a', '/todos')]);
      tick(holdReportsMs + 10);
      pg.session.applyFiles(solution);
      tick(holdReportsMs + 10);
      assert.equal(pg.session.state.run.runs, 2, "the solution's run is counted, and under way");
      pg.session.edit('main.ts', `${solution['main.ts']}\n// mine`);
      pg.report(2, [request('b', '/comments')]);
      tick(20);
      assert.deepEqual(checked(pg), {results: [{passed: true}], run: 2, bySolution: true});
      assert.deepEqual(passed, [], 'the run was of the solution, whatever was typed meanwhile');
    });

    test("a run after Reset is the reader's own: the example as shipped passing a task is progress", () => {
      const {pg, passed} = withTasks();
      pg.session.edit('main.ts', 'console.log(1);');
      pg.session.reset();
      assert.notEqual(pg.session.state.undoReset, null);
      pg.report(pg.runs().at(-1)!.runId, [request('b', '/comments')]);
      tick(holdReportsMs + 10);
      assert.deepEqual(checked(pg), {results: [{passed: true}], run: 1, bySolution: false});
      assert.deepEqual(passed, ['comments of 1']);
    });
  });

  describe('edits of an older version of the example', () => {
    const olderKey = `playground-edits:${place.page}:${place.exampleId}:older-version`;
    const olderFiles = {...original, 'main.ts': "console.log('from last month');"};
    function withOlder(files: Record<string, string> = olderFiles) {
      const storage = memoryStorage();
      storage.setItem(olderKey, JSON.stringify({files, savedAt: 5}));
      const pg = open({storage});
      pg.ready();
      return {pg, storage};
    }

    test('are offered, not loaded; Restore puts them in the editor, runs them and forgets the old key', () => {
      const {pg, storage} = withOlder();
      assert.deepEqual(pg.session.state.olderEdits, {files: olderFiles, savedAt: 5, key: olderKey});
      assert.deepEqual(pg.session.state.files, original);
      const runsBefore = pg.runs().length;
      pg.session.restoreOlderEdits();
      assert.deepEqual(pg.session.state.files, olderFiles);
      assert.equal(pg.session.state.olderEdits, null);
      assert.equal(storage.getItem(olderKey), null, 'the old key is gone');
      assert.deepEqual(pg.runs().at(-1)!.files, olderFiles);
      assert.equal(pg.runs().length, runsBefore + 1);
      pg.session.restoreOlderEdits();
      pg.session.discardOlderEdits();
      assert.equal(pg.runs().length, runsBefore + 1, 'nothing more to restore');
    });

    test('Discard forgets them and leaves the files as they are', () => {
      const {pg, storage} = withOlder();
      const runsBefore = pg.runs().length;
      pg.session.discardOlderEdits();
      assert.equal(pg.session.state.olderEdits, null);
      assert.equal(storage.getItem(olderKey), null);
      assert.deepEqual(pg.session.state.files, original);
      assert.equal(pg.runs().length, runsBefore, 'nothing runs');
    });

    test('are not offered when they hold the files the editor shows', () => {
      assert.equal(withOlder(original).pg.session.state.olderEdits, null);
    });

    test('are offered when they lack a file the editor shows, though the files they have are the same', () => {
      assert.deepEqual(withOlder({'main.ts': original['main.ts']}).pg.session.state.olderEdits?.files, {
        'main.ts': original['main.ts'],
      });
    });
  });

  describe("the reader's choices and what the editor asks", () => {
    test('run-as-you-type, turned off, is kept for the next visit; turned on again, forgotten', () => {
      const storage = memoryStorage();
      const pg = open({storage});
      pg.session.setRunAsYouType(false);
      assert.equal(pg.session.state.runAsYouType, false);
      assert.equal(storage.getItem('playground-run-as-you-type'), 'off');
      assert.equal(open({storage}).session.state.runAsYouType, false);
      pg.session.setRunAsYouType(true);
      assert.equal(pg.session.state.runAsYouType, true);
      assert.equal(storage.length, 0);
      assert.equal(open({storage}).session.state.runAsYouType, true);
    });

    test('with storage that refuses, the choice holds for the page and nothing throws', () => {
      const refusing = memoryStorage();
      refusing.getItem = () => {
        throw new Error('denied');
      };
      refusing.setItem = () => {
        throw new Error('denied');
      };
      const pg = open({storage: refusing});
      assert.equal(pg.session.state.runAsYouType, true, 'on, when the choice cannot be read');
      pg.session.setRunAsYouType(false);
      assert.equal(pg.session.state.runAsYouType, false);
    });

    test('a tab shows only a file the playground has; a type error shown opens its file, each time anew', () => {
      const pg = open();
      assert.equal(pg.session.state.activeFile, 'main.ts');
      pg.session.showFile('db.json');
      assert.equal(pg.session.state.activeFile, 'db.json');
      pg.session.showFile('nothing.ts');
      assert.equal(pg.session.state.activeFile, 'db.json');
      const problem = {file: 'main.ts', line: 3, column: 7, message: 'wrong'};
      pg.session.reveal(problem);
      assert.equal(pg.session.state.activeFile, 'main.ts');
      assert.deepEqual(pg.session.state.reveal, {...problem, n: 1});
      pg.session.reveal(problem);
      assert.equal(pg.session.state.reveal?.n, 2, 'the same place asked again is a new request');
    });

    test('each Format is one ask the editor answers once, counted', () => {
      const pg = open();
      assert.equal(pg.session.state.formatAsked, 0, 'none asked at first');
      pg.session.format();
      pg.session.format();
      assert.equal(pg.session.state.formatAsked, 2);
    });

    test("Clear empties the console as shown; the run's later lines and the next run show, and the run keeps every line", () => {
      const pg = open();
      pg.ready();
      const log = (runId: number, text: string) => pg.fromGuest({type: 'console', runId, line: {level: 'log', text}});
      const shown = () => {
        const {lines, returned, cleared} = shownConsole(pg.session.state.run, pg.session.state.consoleCleared);
        return {lines: lines.map((line) => line.text), returned, cleared};
      };
      pg.fromGuest({type: 'status', runId: 1, status: 'running'});
      log(1, 'one');
      log(1, 'two');
      pg.fromGuest({type: 'returned', runId: 1, text: '3'});
      tick(holdReportsMs + 10);
      assert.deepEqual(shown(), {lines: ['one', 'two'], returned: '3', cleared: false});
      pg.session.clearConsole();
      assert.deepEqual(shown(), {lines: [], returned: null, cleared: true});
      log(1, 'three');
      tick(holdReportsMs + 10);
      assert.deepEqual(shown(), {lines: ['three'], returned: null, cleared: true}, 'logged after Clear');
      assert.deepEqual(
        pg.session.state.run.console.map((line) => line.text),
        ['one', 'two', 'three'],
        'the run itself, as tasks check it',
      );
      pg.session.run();
      pg.fromGuest({type: 'status', runId: 2, status: 'running'});
      log(2, 'again');
      tick(holdReportsMs + 10);
      assert.deepEqual(shown(), {lines: ['again'], returned: null, cleared: false}, 'the next run, whole');
    });

    test('the type check, the chosen store step and whether Tab leaves the editor are kept as told, and listeners hear each', () => {
      const pg = open();
      let heard = 0;
      const unsubscribe = pg.session.subscribe(() => (heard += 1));
      assert.deepEqual(pg.session.state.typeCheck, {status: 'off'});
      assert.equal(pg.session.state.tabMovesFocus, false);
      pg.session.setTypeCheck({status: 'checking'});
      pg.session.selectSnapshot(2);
      pg.session.setTabMovesFocus(true);
      assert.deepEqual(pg.session.state.typeCheck, {status: 'checking'});
      assert.equal(pg.session.state.selectedSnapshot, 2);
      assert.equal(pg.session.state.tabMovesFocus, true);
      assert.equal(heard, 3);
      unsubscribe();
      pg.session.selectSnapshot(null);
      assert.equal(heard, 3, 'not after unsubscribing');
      assert.equal(pg.session.state.selectedSnapshot, null);
    });

    test('the first run is over after its time limit from its frames turn, even when the frames never came', async () => {
      const pg = open();
      await Promise.resolve();
      assert.equal(pg.session.state.firstRunOver, false);
      tick(firstRunLimitMs - 10);
      assert.equal(pg.session.state.firstRunOver, false);
      tick(20);
      assert.equal(pg.session.state.firstRunOver, true);
    });

    test('the first run is over once it reported a problem, before it said done', () => {
      const pg = open();
      pg.ready();
      pg.fromGuest({type: 'status', runId: 1, status: 'running'});
      pg.fromGuest({
        type: 'problem',
        runId: 1,
        problem: {kind: 'runtime', message: 'boom', file: null, line: null, column: null},
      });
      assert.equal(pg.session.state.firstRunOver, true);
    });
  });

  describe('what a playground opens with', () => {
    const recorded = recordedRun([request('rec', '/todos')], ['GET /todos']);

    test("the build's recorded run, unless the reader's saved edits or a link's files are what it shows", () => {
      assert.equal(open({recorded}).session.state.run.recorded?.at, recorded.at);
      const storage = memoryStorage();
      storage.setItem(
        `playground-edits:${place.page}:${place.exampleId}:${hashFiles(original)}`,
        JSON.stringify({files: {...original, 'main.ts': 'mine'}, savedAt: 1}),
      );
      const withEdits = open({recorded, storage}).session.state.run;
      assert.equal(withEdits.recorded, null, 'a recording of the shipped code is not a run of the saved edits');
      assert.equal(withEdits.requests.length, 0);
      const linked = open({recorded, linkedFiles: {...original, 'main.ts': 'linked'}}).session.state.run;
      assert.equal(linked.recorded, null);
      assert.equal(open({recorded: {unrecorded: 'a timer drives it'}}).session.state.run.recorded, null);
    });

    test('the file and network settings a link names', () => {
      const network = {latencyMs: 250, routes: {}};
      const pg = open({activeFile: 'db.json', network});
      assert.equal(pg.session.state.activeFile, 'db.json');
      assert.deepEqual(pg.session.state.network, network);
      pg.ready();
      assert.deepEqual(pg.runs()[0]!.network, network);
      const plain = open();
      assert.equal(plain.session.state.activeFile, 'main.ts');
      assert.deepEqual(plain.session.state.network, {latencyMs: 0, routes: {}});
    });

    test('a playground that waits for Run runs as the reader types once it has run', () => {
      const pg = open({autoRun: false});
      pg.ready();
      assert.equal(pg.runs().length, 0);
      pg.session.edit('main.ts', 'console.log(1);');
      tick(runAsYouTypeDelayMs * 2);
      assert.equal(pg.runs().length, 0, 'not before the first Run');
      pg.session.run();
      assert.equal(pg.session.state.hasRun, true);
      pg.session.edit('main.ts', 'console.log(2);');
      tick(runAsYouTypeDelayMs + 10);
      assert.equal(pg.runs().length, 2);
    });

    test('an edit that changes nothing is not an edit: nothing saved, nothing run, Undo kept', () => {
      const pg = open();
      pg.ready();
      pg.session.reset();
      const runs = pg.runs().length;
      pg.session.edit('main.ts', original['main.ts']);
      tick(runAsYouTypeDelayMs * 2);
      assert.equal(pg.runs().length, runs);
      assert.notEqual(pg.session.state.undoReset, null);
      assert.equal(pg.session.state.replacedBy, 'reset');
      assert.equal(pg.storage!.length, 0);
    });

    test('a playground without db.json runs without a data problem', () => {
      const pg = open({files: {'main.ts': "console.log('no data');"}});
      pg.ready();
      assert.deepEqual(pg.runs()[0]!.files, {'main.ts': "console.log('no data');"});
      assert.equal(pg.session.state.seedProblem, null);
    });
  });

  describe('what the guest and the relay say about themselves', () => {
    test("a run the guest's guards stopped ends there, in the page's words, and the next run gets a fresh guest", () => {
      const pg = open();
      pg.ready();
      const key = pg.session.state.guestKey;
      tick(40);
      pg.fromGuest({type: 'status', runId: 1, status: 'running'});
      pg.fromGuest({
        type: 'problem',
        runId: 1,
        problem: {kind: 'stopped', reason: 'timer-loop', file: null, line: null, column: null},
      });
      const {run} = pg.session.state;
      assert.equal(run.status, 'done', 'the run has ended, though the frame never said so');
      assert.equal(run.tookMs, 40);
      assert.deepEqual(
        run.problems.map(({kind, voice}) => [kind, voice]),
        [['runaway', 'page']],
      );
      assert.equal(pg.session.state.guestKey, key + 1, 'what the stopped code left behind goes with its frame');
      pg.session.run();
      assert.equal(pg.runs().length, 1, 'the next run waits for the fresh guest');
      pg.guestReloaded();
      assert.equal(pg.runs().length, 2);
      assert.equal(pg.runs()[1]!.runId, 2);
    });

    describe('a run sent while the guards stopped the one before it', () => {
      /** The guard's word that it stopped run `runId`'s loop. */
      function guardStopped(pg: ReturnType<typeof open>, runId: number) {
        pg.fromGuest({
          type: 'problem',
          runId,
          problem: {kind: 'stopped', reason: 'held-thread', file: 'main.ts', line: 2, column: 3},
        });
      }
      /** Run 1 under way in its loop, run 2 sent, and the guard's word that it stopped run 1. */
      function runAgainDuringAStop(pg: ReturnType<typeof open>) {
        pg.ready();
        pg.fromGuest({type: 'status', runId: 1, status: 'running'});
        // The reader runs again while the first run's loop holds the frame; its guard then stops that loop.
        pg.session.run();
        guardStopped(pg, 1);
      }
      const pings = (pg: ReturnType<typeof open>) => pg.sent.filter((message) => message.type === 'ping').length;

      test('goes to a fresh guest: not taken for a stall, the earlier stop not its', () => {
        const pg = open();
        const key = pg.session.state.guestKey;
        runAgainDuringAStop(pg);
        assert.equal(pg.session.state.guestKey, key + 1, 'the frame that unwinds from the stop is replaced');
        assert.equal(sinceGuardStop(), 0, 'the other guests wait while the stopped frame unwinds');
        const pinged = pings(pg);
        // The stopped frame unwinds for seconds (a `finally`): no ping is answered meanwhile.
        tick(pingIntervalMs + stallLimitMs + pingIntervalMs + restartPauseMs);
        assert.equal(pings(pg), pinged, 'the frame on its way out is not asked whether it answers');
        assert.deepEqual(pg.session.state.run.problems, [], 'nothing is said of a stall, or of the earlier run');
        pg.guestReloaded();
        assert.deepEqual(
          pg.runs().map((run) => run.runId),
          [1, 2, 3],
          'the second run goes again, to the fresh guest',
        );
        assert.equal(pg.session.state.run.status, 'running');
      });

      test('restarts the fresh guest as one back from a restart when it never says ready', () => {
        const pg = open();
        const key = pg.session.state.guestKey;
        runAgainDuringAStop(pg);
        tick(guestStartLimitMs + 2 * pingIntervalMs + 2 * restartPauseMs);
        assert.equal(pg.session.state.guestKey, key + 2, 'the silent fresh frame is replaced again');
        assert.deepEqual(pg.session.state.run.problems, []);
      });

      test('stays where it is once it has started, and for anything else the earlier run says', () => {
        const started = open();
        runAgainDuringAStop(started);
        started.guestReloaded();
        const key = started.session.state.guestKey;
        started.fromGuest({type: 'status', runId: 3, status: 'running'});
        guardStopped(started, 2);
        assert.equal(started.session.state.guestKey, key, 'a stop of an earlier run moved a run that had started');

        const waiting = open();
        waiting.ready();
        waiting.fromGuest({type: 'status', runId: 1, status: 'running'});
        waiting.session.run();
        const before = waiting.session.state.guestKey;
        waiting.fromGuest({type: 'console', runId: 1, line: {level: 'log', text: 'still here'}});
        waiting.fromGuest({
          type: 'problem',
          runId: 1,
          problem: {kind: 'runtime', message: 'Error: thrown', file: 'main.ts', line: 1, column: 1},
        });
        assert.equal(waiting.session.state.guestKey, before, "an earlier run's line or error moved the run");
      });
    });

    test("an error the reader's code threw is the run's to report: the guest stays and the run goes on", () => {
      const pg = open();
      pg.ready();
      const key = pg.session.state.guestKey;
      pg.fromGuest({type: 'status', runId: 1, status: 'running'});
      pg.fromGuest({
        type: 'problem',
        runId: 1,
        problem: {kind: 'runtime', message: 'TypeError: x is undefined', file: 'main.ts', line: 1, column: 1},
      });
      tick(holdReportsMs);
      assert.equal(pg.session.state.guestKey, key);
      assert.equal(pg.session.state.run.status, 'running');
    });

    test("a stop reported with the run's end is not ended twice", () => {
      const pg = open();
      pg.ready();
      pg.fromGuest({type: 'status', runId: 1, status: 'running'});
      pg.fromGuest({
        type: 'problem',
        runId: 1,
        problem: {kind: 'stopped', reason: 'held-thread', file: null, line: null, column: null},
      });
      pg.fromGuest({type: 'status', runId: 1, status: 'done'});
      tick(holdReportsMs + 10);
      assert.equal(pg.session.state.run.problems.length, 1);
      assert.equal(pg.session.state.run.status, 'done');
    });

    test('the colour mode goes to the guest as the frames connect and whenever it changes', () => {
      const pg = open();
      pg.ready();
      const themes = () => pg.sent.filter((message) => message.type === 'theme');
      assert.deepEqual(themes(), [{type: 'theme', theme: 'light'}]);
      pg.session.link.themeChanged();
      assert.equal(themes().length, 2);
      assert.ok(
        pg.sent.some((message) => message.type === 'relay'),
        "the guest is handed its end of the relay's channel",
      );
    });

    test("a run's time counts from when it was sent, for a run that ends and one the guards stopped", () => {
      const pg = open();
      tick(100);
      pg.ready();
      tick(40);
      pg.report(1, []);
      tick(holdReportsMs);
      assert.equal(pg.session.state.run.tookMs, 40);
      pg.session.run();
      tick(30);
      pg.fromGuest({
        type: 'problem',
        runId: 2,
        problem: {kind: 'stopped', reason: 'timer-loop', file: null, line: null, column: null},
      });
      tick(holdReportsMs);
      assert.equal(pg.session.state.run.tookMs, 30);
    });

    test("the guest's end of the relay's channel goes with the message that hands it over", () => {
      const pg = open();
      pg.ready();
      const index = pg.sent.findIndex((message) => message.type === 'relay');
      assert.deepEqual(pg.transfers[index], [{end: 'guest'}]);
    });

    test('a relay that becomes unavailable after it was ready holds the next run until it is ready again', () => {
      const pg = open({autoRun: false});
      pg.ready();
      pg.session.link.fromRelay({type: 'relay-unavailable', message: 'Service workers are off in this browser.'});
      pg.session.run();
      assert.equal(pg.runs().length, 0);
      pg.session.link.fromRelay({type: 'relay-ready'});
      assert.equal(pg.runs().length, 1);
    });

    test('a message that is not one the guest may send is dropped, whatever it holds', () => {
      const pg = open();
      pg.ready();
      tick(holdReportsMs);
      const before = pg.session.state.run;
      for (const data of [null, 5, 'ready', {type: 'nonsense'}, {type: 'status', runId: 1, status: 'finished'}]) {
        pg.fromGuest(data as FromGuest);
      }
      tick(holdReportsMs);
      assert.deepEqual(pg.session.state.run, before);
    });

    test("the relay's word that the mock network is unavailable is shown until it is ready again", () => {
      const pg = open();
      pg.session.link.fromRelay({type: 'relay-unavailable', message: 'Service workers are off in this browser.'});
      assert.equal(pg.session.state.networkProblem, 'Service workers are off in this browser.');
      pg.fromGuest({type: 'ready'});
      assert.equal(pg.runs().length, 0, 'no run without the relay');
      pg.session.link.fromRelay({type: 'relay-ready'});
      assert.equal(pg.session.state.networkProblem, null);
      assert.equal(pg.runs().length, 1);
      pg.session.link.fromRelay({type: 'nonsense'} as never);
      pg.session.link.fromRelay(null as never);
      assert.equal(pg.session.state.networkProblem, null);
    });

    test("the height the guest reports is the preview's; a pong answers only its own ping", () => {
      const pg = open();
      pg.ready();
      pg.fromGuest({type: 'height', height: 240});
      assert.equal(pg.session.state.previewHeight, 240);
      const pings = () => pg.sent.filter((message): message is ToGuest & {type: 'ping'} => message.type === 'ping');
      tick(pingIntervalMs);
      const [ping] = pings();
      assert.ok(ping, 'the watchdog pings the guest');
      pg.fromGuest({type: 'pong', n: ping.n + 1, heap: null});
      tick(pingIntervalMs);
      assert.equal(pings().length, 1, 'a pong of another number does not count: still waiting, no new ping');
      pg.fromGuest({type: 'pong', n: ping.n, heap: null});
      tick(pingIntervalMs);
      assert.equal(pings().length, 2);
      assert.equal(pings()[1]!.n, ping.n + 1, 'each ping has the next number');
    });
  });

  test('a guest frame that loaded another document is discarded with why, and the next Run goes to a fresh guest', () => {
    const pg = open();
    pg.ready();
    pg.report(1, [request('a', '/todos')]);
    tick(holdReportsMs + 10);
    const key = pg.session.state.guestKey;
    const sent = pg.sent.length;
    pg.session.link.guestReplaced();
    assert.equal(pg.session.state.guestKey, key + 1, 'a new frame');
    assert.equal(pg.session.state.run.problems.at(-1)!.message, stopCauses.navigated);
    assert.equal(pg.session.state.run.problems.at(-1)!.voice, 'page');
    assert.equal(pg.sent.length, sent, 'nothing was sent to the frame that was replaced');
    pg.session.run();
    assert.equal(pg.runs().length, 1, 'the run waits for the fresh guest');
    pg.guestReloaded();
    assert.equal(pg.runs().length, 2);
  });

  test("a run the page stops drops the previous run's rows, as a run that ends does", () => {
    const pg = open();
    pg.ready();
    pg.report(1, [request('a', '/todos'), request('b', '/todos/1')]);
    pg.session.run();
    tick(holdReportsMs + 20);
    assert.deepEqual(
      shownRequests(pg.session.state.run).map(({entry, previous}) => [entry.id, previous]),
      [
        ['a', true],
        ['b', true],
      ],
      "the previous run's rows while this one is under way",
    );
    pg.session.link.guestReplaced();
    assert.equal(pg.session.state.run.status, 'done');
    assert.deepEqual(pg.session.state.run.previousRequests, []);
    assert.deepEqual(shownRequests(pg.session.state.run), []);
  });

  test("a run the guest's guards stopped has ended: another tab asking hears that code may run here only while it unwinds", () => {
    const pg = open();
    pg.ready();
    pg.fromGuest({type: 'status', runId: 1, status: 'running'});
    assert.equal(codeRunningHere(), true);
    pg.fromGuest({
      type: 'problem',
      runId: 1,
      problem: {kind: 'stopped', reason: 'timer-loop', file: null, line: null, column: null},
    });
    assert.equal(codeRunningHere(), true, 'the stopped frame may still be unwinding');
    tick(unwindGraceMs);
    assert.equal(codeRunningHere(), false);
  });

  test('code from a link runs in a guest of its own: each later run gets a fresh one', () => {
    const pg = open({filesFromLink: true, autoRun: false});
    pg.ready();
    const key = pg.session.state.guestKey;
    pg.session.run();
    assert.equal(pg.runs().length, 1, "the link's code runs in the guest that was ready");
    assert.equal(pg.session.state.guestKey, key);
    pg.report(1, [request('a', '/todos')]);
    pg.session.edit('main.ts', "console.log('mine');");
    pg.session.run();
    assert.equal(pg.session.state.guestKey, key + 1, "the reader's code does not go to the guest that ran the link's");
    assert.equal(pg.runs().length, 1, 'nothing is sent until the fresh guest is ready');
    pg.guestReloaded();
    assert.equal(pg.runs().length, 2);
    assert.equal(pg.runs()[1]!.files['main.ts'], "console.log('mine');");
  });

  test("a guest that ran a link's code, however it came to run it, never runs what comes next", () => {
    const pg = open({filesFromLink: true, autoRun: false});
    pg.ready();
    pg.session.run();
    pg.report(1, []);
    const key = pg.session.state.guestKey;
    // The relay restarts: the guest is still the one that ran the link's code.
    pg.session.link.fromRelay({type: 'relay-ready'});
    pg.session.run();
    assert.equal(pg.session.state.guestKey, key + 1, 'replaced before the next run');
    pg.guestReloaded();
    assert.equal(pg.runs().length, 2);
    pg.report(2, []);
    // A new guest document (its frame replaced in a page-wide restart, after another playground's
    // stall): the page sends the latest run, the link's code, again to it...
    pg.guestReloaded();
    assert.equal(pg.runs().length, 3, 'the run goes again in the reloaded guest');
    pg.report(3, []);
    // ...which has now run the link's code: the reader's next run goes to a fresh guest, not to it.
    pg.session.edit('main.ts', "console.log('mine');");
    pg.session.run();
    assert.equal(pg.session.state.guestKey, key + 2, "the reader's code does not go where the link's ran");
    assert.equal(pg.runs().length, 3, 'nothing is sent until the fresh guest is ready');
  });

  test("a fresh guest that has run nothing takes the link's next run at once", () => {
    const pg = open({filesFromLink: true, autoRun: false});
    pg.ready();
    pg.session.run();
    pg.fromGuest({type: 'status', runId: 1, status: 'running'});
    pg.fromGuest({
      type: 'problem',
      runId: 1,
      problem: {kind: 'stopped', reason: 'timer-loop', file: null, line: null, column: null},
    });
    const key = pg.session.state.guestKey;
    pg.guestReloaded();
    pg.session.run();
    assert.equal(pg.runs().length, 2, 'sent to the guest that replaced the stopped one');
    assert.equal(pg.session.state.guestKey, key, 'that guest has run nothing: it is not replaced');
  });

  test('code from a link run before the frames are ready goes to the first guest, which is not replaced', () => {
    const pg = open({filesFromLink: true, autoRun: false});
    pg.session.run();
    assert.equal(pg.session.state.guestKey, 0);
    pg.ready();
    assert.equal(pg.runs().length, 1);
    assert.equal(pg.session.state.guestKey, 0);
  });

  test("a task link's files get a guest of their own too: the reader's next run gets a fresh one", () => {
    const pg = open({linkedFiles: {...original, 'main.ts': 'console.log("from a link");'}});
    pg.ready();
    pg.session.run();
    const key = pg.session.state.guestKey;
    pg.report(1, []);
    pg.session.edit('main.ts', "console.log('mine');");
    pg.session.run();
    assert.equal(pg.session.state.guestKey, key + 1, "the reader's code does not go to the guest that ran the link's");
    assert.equal(pg.runs().length, 1, 'nothing is sent until the fresh guest is ready');
  });

  test('recovering after the view broke empties the panels, replaces the guest and keeps the files; the next Run works', () => {
    const pg = open();
    pg.ready();
    pg.report(1, [request('a', '/todos')]);
    tick(holdReportsMs + 10);
    pg.session.edit('main.ts', 'console.log(3);');
    const key = pg.session.state.guestKey;
    pg.session.recover();
    assert.deepEqual(pg.session.state.run.requests, []);
    assert.equal(pg.session.state.hasRun, false);
    assert.equal(pg.session.state.guestKey, key + 1);
    assert.equal(pg.session.state.files['main.ts'], 'console.log(3);');
    pg.session.run();
    pg.guestReloaded();
    assert.equal(pg.runs().at(-1)!.files['main.ts'], 'console.log(3);');
  });

  test("the site's own examples keep their guest from run to run", () => {
    const pg = open();
    pg.ready();
    const key = pg.session.state.guestKey;
    pg.report(1, [request('a', '/todos')]);
    pg.session.edit('main.ts', 'console.log(2);');
    pg.session.run();
    assert.equal(pg.session.state.guestKey, key);
    assert.equal(pg.runs().length, 2);
  });

  test('a guest on a hidden page is not taken for stalled, however long it is silent', () => {
    const pg = open();
    pg.ready();
    pg.fromGuest({type: 'status', runId: 1, status: 'running'});
    pageVisible = false;
    tick(10 * (pingIntervalMs + stallLimitMs));
    assert.equal(pg.session.state.guestAttached, true);
    assert.equal(pg.session.state.run.problems.length, 0);
    // Shown again, it is watched again: a guest still silent then is stalled.
    pageVisible = true;
    tick(pingIntervalMs + stallLimitMs + pingIntervalMs + restartPauseMs);
    assert.deepEqual(
      pg.session.state.run.problems.map((problem) => problem.message),
      [stopCauses.stall],
    );
  });

  test('a guest that answers its pings is left alone', () => {
    const pg = open();
    pg.ready();
    for (let round = 0; round < 20; round++) {
      tick(pingIntervalMs);
      for (const message of pg.sent.filter((sent) => sent.type === 'ping').slice(-1))
        pg.fromGuest({type: 'pong', n: (message as {n: number}).n, heap: null});
    }
    assert.equal(pg.session.state.guestAttached, true);
    assert.equal(pg.session.state.run.problems.length, 0);
  });

  test('a guest restarted after its run runs it again, counted as the same run', () => {
    const pg = open();
    pg.ready();
    pg.report(1, [request('a', '/todos')]);
    pg.guestReloaded();
    assert.equal(pg.runs().length, 2);
    assert.deepEqual(pg.runs()[1]!.files, pg.runs()[0]!.files);
    pg.report(pg.runs()[1]!.runId, [request('b', '/todos')]);
    assert.equal(pg.session.state.run.runs, 1);
    assert.deepEqual(
      shownRequests(pg.session.state.run).map(({entry}) => entry.id),
      ['b'],
    );
  });

  test('a relay that restarts after the run has ended does not run it again; a guest that reloads does', () => {
    const pg = open();
    pg.ready();
    pg.report(1, [request('a', '/todos')]);
    tick(holdReportsMs + 10);
    pg.session.link.fromRelay({type: 'relay-ready'});
    assert.equal(pg.runs().length, 1, 'the relay holds no run: nothing is lost');
    assert.ok(
      pg.sent.filter((message) => message.type === 'relay').length >= 2,
      'the guest gets a new channel to the new relay',
    );
    pg.guestReloaded();
    assert.equal(pg.runs().length, 2, 'a reloaded guest lost its preview and store: the run goes again');
    assert.equal(pg.session.state.run.runs, 1, 'as the same run');
    pg.report(2, [request('b', '/todos')]);
    tick(holdReportsMs + 10);
    // That guest has run something now: a later reload runs the latest run again, and only once.
    pg.guestReloaded();
    assert.equal(pg.runs().length, 3);
  });

  test('a relay that restarts under a run sends the run again; what the first attempt still reports is dropped', () => {
    const pg = open();
    pg.ready();
    const first = pg.runs()[0]!.runId;
    pg.fromGuest({type: 'status', runId: first, status: 'running'});
    pg.fromGuest({type: 'requests', runId: first, entries: [request('a', '/todos')]});
    // The relay reloads (its worker was replaced) and says ready again, mid-run.
    pg.session.link.fromRelay({type: 'relay-ready'});
    assert.equal(pg.runs().length, 2);
    const again = pg.runs()[1]!.runId;
    // The first attempt, still running in the same guest until it hears the new run, reports on.
    pg.fromGuest({type: 'requests', runId: first, entries: [request('a2', '/todos')]});
    pg.report(again, [request('b', '/todos')]);
    tick(holdReportsMs);
    assert.deepEqual(
      shownRequests(pg.session.state.run).map(({entry}) => entry.id),
      ['b'],
    );
    assert.equal(pg.session.state.run.runs, 1);
    // A later run is none of the earlier attempts: the first one, still reporting, is not heard in it.
    pg.session.run();
    const later = pg.runs()[2]!.runId;
    pg.fromGuest({type: 'status', runId: first, status: 'running'});
    pg.fromGuest({type: 'requests', runId: first, entries: [request('stale', '/todos')]});
    pg.report(later, [request('c', '/todos')]);
    tick(holdReportsMs);
    assert.deepEqual(
      shownRequests(pg.session.state.run).map(({entry}) => entry.id),
      ['c'],
    );
  });

  test('a relay that keeps failing is reloaded, then the playground says the mock network did not start', () => {
    const pg = open();
    for (let attempt = 0; attempt < 4; attempt++)
      pg.session.link.fromRelay({type: 'relay-failed', message: 'no worker'});
    assert.equal(pg.relayReloads.length, 3);
    assert.match(pg.session.state.networkProblem!, /mock network did not start \(no worker\)/);
  });

  test('a relay that failed holds the next run until it is ready again', () => {
    const pg = open({autoRun: false});
    pg.ready();
    pg.session.link.fromRelay({type: 'relay-failed', message: 'no worker'});
    pg.session.run();
    assert.equal(pg.runs().length, 0, 'no run while the relay reloads');
    pg.session.link.fromRelay({type: 'relay-ready'});
    assert.equal(pg.runs().length, 1);
  });

  test('without storage (refused by the browser) edits still work for the visit', () => {
    const pg = open({storage: null});
    pg.ready();
    pg.session.edit('main.ts', 'console.log(2);');
    pg.session.run();
    assert.equal(pg.runs().at(-1)!.files['main.ts'], 'console.log(2);');
  });

  test('a session not started yet connects its frames and ends its runs: it has no turn of frames to end', () => {
    const sent: ToGuest[] = [];
    const session = new PlaygroundSession(
      {files: original, place, storage: null, autoRun: false, runPressed: false},
      {
        toGuest: (message) => sent.push(message),
        toRelay: () => {},
        reloadRelay: () => {},
        newChannel: () => ({guestEnd: {} as Transferable, relayEnd: {} as Transferable}),
        visible: () => true,
        theme: () => 'light',
        now: () => now,
        inView: () => true,
        watchNear: () => () => {},
      },
    );
    const guest = {};
    assert.doesNotThrow(() => {
      session.link.fromGuest({type: 'ready'}, guest);
      session.link.fromRelay({type: 'relay-ready'});
    }, 'frames ready before the session started');
    session.run();
    assert.equal(sent.filter((message) => message.type === 'run').length, 1, 'the run is sent');
    assert.doesNotThrow(() => {
      session.link.fromGuest({type: 'status', runId: 1, status: 'running'}, guest);
      session.link.fromGuest({type: 'status', runId: 1, status: 'done'}, guest);
    }, 'a run that ended before the session started');
    assert.equal(session.state.run.status, 'done');
    assert.equal(session.state.firstRunOver, true);
  });
});
