import {
  NetworkManager,
  PollingSubscription,
  SubscriptionManager,
  initialState,
  type Controller,
  type Manager,
} from '@data-client/core';
import type {RequestHandler} from 'msw';
import {createRecordingConsole, formatConsoleArgument, type ConsoleLine} from './consoleRecorder';
import {createGuard, createRunTimers, guardName, guardOpenings, RunEndedError, type RunawayError} from './guards';
import {runLimitMs} from './stops';
import {findEntry, mocksFile, programEntry, seedFile, type EntryName, type PlaygroundFiles} from './files';
import {backendRouteLabels} from './mockBackend';
import {createMockNetwork} from './mockNetwork';
import {parseSeed} from './seed';
import {noNetworkSettings, routeLabels, type NetworkSettings} from './networkSettings';
import {ModuleGraph, ranFile, sourceUrlScheme, type CompileFile} from './modules';
import {RequestRecorder, type RequestEvents, type RequestLogEntry} from './requestRecorder';
import {createStore} from './store';
import {StoreRecorder, type StoreSnapshot} from './storeRecorder';

/** What the place a playground runs in (a browser frame, or Node) provides. */
export type RunHost = {
  packages: Readonly<Record<string, unknown>>;
  /**
   * Compiles a file of the reader's as it runs: compile.ts's `compileFile`, which the guest
   * loads only once the reader's files differ from what the build compiled.
   */
  compile: CompileFile;
  /** msw's life-cycle events of the worker or server the handlers are installed on. */
  events: RequestEvents;
  /** Replaces every handler with these, in order: the first that answers wins. */
  useHandlers(handlers: RequestHandler[]): void;
  /**
   * Resolves once every fetch the code has started has its answer, where the
   * host hears of a fetch later than the code makes it (the guest's requests
   * reach msw a hop away, in the relay). Without it a run could end between
   * one request's answer and the next request that answer starts.
   */
  settled?(): Promise<void>;
};

export type RunOptions = {
  /** Latency, forced statuses and network errors per route. */
  network?: NetworkSettings;
};

export type RunListeners = {
  /** Every change of the request log, with the entry that changed. */
  onRequests?(entries: readonly RequestLogEntry[], changed: RequestLogEntry): void;
  onSnapshots?(snapshots: readonly StoreSnapshot[]): void;
  onConsole?(line: ConsoleLine): void;
  /** The routes the network settings can act on, once mocks.ts has been read. */
  onRoutes?(routes: string[]): void;
  /** The run exists and can be stopped: its code is about to start. */
  onStart?(run: Run): void;
  /**
   * A guard stopped the run (a timer loop, or code that held the thread), told when it
   * stops it: before the error it throws into the code, if any, has unwound.
   */
  onRunaway?(error: RunawayError): void;
};

export type Run = {
  requests: RequestRecorder;
  store: StoreRecorder;
  /** The Managers the store must be built with, so that snapshots are taken. */
  managers: Manager[];
  /** App.tsx's default export, for the host to render inside a provider built with `managers`. */
  component: unknown;
  /** The Controller main.ts was given. */
  controller: Controller | null;
  /**
   * What main.ts's default export returned (awaited), written as the console writes a logged
   * value; null when it returned `undefined`, as most do, or there is no such function.
   */
  returned: string | null;
  /** The routes the network settings can act on: mocks.ts handlers, then the default backend's. */
  routes: string[];
  /** The run's loop guard, for code the reader's code makes at run time (see guest/runtimeCode.ts). */
  guard: <T>(value?: T) => T | undefined;
  stop(): void;
  /** Resolves once every request has answered and the store has taken in what they brought. */
  settled(): Promise<void>;
};

/**
 * The run's NetworkManager. @data-client sends a throttled fetch (every GET
 * through the Controller) on the page's next idle callback, not at once: a
 * run stopped meanwhile (the reader pressed Run again) would still send it,
 * and the next run's network would take it for its own, so its log showed
 * the request twice. Once the run has ended, such a fetch is dropped.
 */
class RunNetworkManager extends NetworkManager {
  private ended = false;

  end(): void {
    this.ended = true;
  }

  protected override throttle(key: string, fetch: () => Promise<unknown>, createdAt: number): Promise<unknown> {
    return super.throttle(key, () => (this.ended ? Promise.reject(new RunEndedError()) : fetch()), createdAt);
  }
}

/**
 * Runs one playground from scratch: fresh seed data, fresh handlers, a fresh
 * store. For main.ts it runs the top-level code, then calls the default
 * export with the Controller when there is one, and resolves when that ends.
 */
export async function startRun(
  files: PlaygroundFiles,
  host: RunHost,
  listeners: RunListeners = {},
  {network = noNetworkSettings}: RunOptions = {},
): Promise<Run> {
  const entry = findEntry(files);
  const seed = parseSeed(files[seedFile] ?? '{}');
  const requests = new RequestRecorder(listeners.onRequests);
  const store = new StoreRecorder(initialState, listeners.onSnapshots);
  const networkManager = new RunNetworkManager();
  const managers: Manager[] = [store, networkManager, new SubscriptionManager(PollingSubscription)];
  const console = createRecordingConsole(listeners.onConsole ?? (() => {}));
  // A stop by either guard ends the other, and is told once, at once: the code may take a while to unwind.
  let stoppedBy: RunawayError | null = null;
  const stopped = (error: RunawayError) => {
    if (stoppedBy) return;
    stoppedBy = error;
    guard.stop(error);
    timers.stop();
    listeners.onRunaway?.(error);
  };
  const guard = createGuard(runLimitMs, undefined, stopped);
  const timers = createRunTimers(stopped);
  const {setTimeout, setInterval, clearTimeout, clearInterval} = timers;
  const modules = new ModuleGraph(
    files,
    host.packages,
    {
      console,
      setTimeout,
      setInterval,
      clearTimeout,
      clearInterval,
      [guardName]: guard.guard,
    },
    host.compile,
  );
  const stopCode = () => {
    timers.stop();
    guard.stop();
    networkManager.end();
  };

  const run: Run = {
    requests,
    store,
    managers,
    component: undefined,
    controller: null,
    returned: null,
    routes: backendRouteLabels(seed),
    guard: guard.guard,
    stop: stopCode,
    settled: () => untilSettled(store, networkManager, requests, setTimeout, host.settled),
  };
  listeners.onStart?.(run);
  try {
    host.events.removeAllListeners();
    requests.attach(host.events);
    const mocks = mocksFile in files ? readHandlers(modules) : [];
    run.routes = routeLabels(mocks, run.routes);
    listeners.onRoutes?.(run.routes);
    host.useHandlers(createMockNetwork(seed, mocks, network, requests.answered));
    await runEntry(run, modules, entry, stopCode);
  } catch (error) {
    run.stop();
    throw error;
  }
  return run;
}

/**
 * Waits for the run's requests and for the store to take in what they brought, again
 * while the store changes. `setTimeout` is the run's own (see `createRunTimers`).
 */
async function untilSettled(
  store: StoreRecorder,
  networkManager: NetworkManager,
  requests: RequestRecorder,
  setTimeout: ReturnType<typeof createRunTimers>['setTimeout'],
  hostSettled: RunHost['settled'],
): Promise<void> {
  let seen = -1;
  while (seen !== store.snapshots.length) {
    seen = store.snapshots.length;
    // A fetch @data-client has started but not yet sent: it sends it when the page is
    // next idle, so the log may not show it yet. Its promise ends with the answer stored.
    await networkManager.allSettled();
    await hostSettled?.();
    await requests.settled();
    for (let tick = 0; tick < 3; tick++) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/**
 * Runs the entry file and puts what it exports in the run: main.ts gets a store built with
 * the run's Managers and its default export is called with the Controller; App.tsx's
 * default export is the component the host renders.
 */
async function runEntry(run: Run, modules: ModuleGraph, entry: EntryName, stopCode: () => void): Promise<void> {
  const exports = await modules.runEntry(entry);
  // The reader's own Managers see every action right after the recorder does.
  run.managers.splice(1, 0, ...readerManagers(entry, exports.managers));
  if (entry === programEntry) {
    const {controller, cleanup} = createStore(run.managers);
    run.controller = controller;
    run.stop = () => {
      cleanup();
      stopCode();
    };
    if (typeof exports.default === 'function') {
      const returned: unknown = await exports.default(run.controller);
      if (returned !== undefined) run.returned = formatConsoleArgument(returned);
    }
  } else if (typeof exports.default === 'function') {
    run.component = exports.default;
  } else {
    throw new Error(`${entry} must export a React component as its default export.`);
  }
}

/** `export const managers = [new MyManager()]` in the entry: added to the store the run builds. */
function readerManagers(entry: string, value: unknown): Manager[] {
  if (value === undefined) return [];
  const isManager = (item: unknown) =>
    typeof item === 'object' && item !== null && typeof (item as Manager).getMiddleware === 'function';
  if (!Array.isArray(value) || !value.every(isManager)) {
    throw new Error(
      `${entry} exports managers, but not as an array of Managers: export const managers = [new MyManager()], each with getMiddleware() and cleanup().`,
    );
  }
  return value as Manager[];
}

function readHandlers(modules: ModuleGraph): RequestHandler[] {
  const {handlers} = modules.require(`./${mocksFile}`) as {handlers?: unknown};
  if (!Array.isArray(handlers)) {
    throw new Error(`${mocksFile} must export its msw handlers: export const handlers = [http.get(...), ...]`);
  }
  return handlers as RequestHandler[];
}

/** Where in the reader's files an error was thrown, from its stack; the column null where it is not known. */
export type ErrorLocation = {file: string; line: number; column: number | null};

/** What the compiler puts before the first line of every file it compiles. */
const strictPrologue = '"use strict";';

/**
 * The column in the reader's line `source` of `column` in the line as it ran (`ran`), or null where
 * it cannot be told. The two lines are read side by side up to that column: the same characters, and
 * in `ran` the compiler's `"use strict";` and the guards' calls and closing brackets, which are
 * skipped. A column in a guard's call stands for the reader's code right after it (Chromium places
 * an error in an arrow function's body at the `return (` its guard puts there; a stop, at the guard's
 * call). Anything else (types the compiler dropped, JSX it rewrote) gives null: a column read from
 * the running code as it is pointed at another character than the one that threw, or past the line's
 * end (`while (true) {}` was stopped at main.ts:1:28). Without either line (a file not run), the
 * column is taken as it is.
 */
export function readerColumn(source: string | undefined, ran: string | undefined, column: number): number | null {
  if (source === undefined || ran === undefined) return column;
  const target = column - 1;
  // The compiler's first line starts with its prologue, before the reader's own if they wrote one: a
  // prologue is the compiler's where the reader's line lacks it, or where the running line has two.
  const compilers =
    ran.startsWith(strictPrologue) &&
    (!source.startsWith(strictPrologue) || ran.startsWith(strictPrologue, strictPrologue.length));
  const prologue = compilers ? strictPrologue.length : 0;
  // A column in the compiler's prologue is not read at all: null.
  for (let i = prologue, j = 0; i <= target && i < ran.length;) {
    // The reader's own characters first: a guard's call goes after a body's opening brace the reader wrote.
    const opening = ran[i] === source[j] ? undefined : guardOpenings.find((text) => ran.startsWith(text, i));
    if (opening) {
      if (target < i + opening.length) return j < source.length ? j + 1 : null;
      i += opening.length;
    } else if (ran[i] === source[j]) {
      if (i === target) return j + 1;
      i += 1;
      j += 1;
    } else if (ran[i] === ')' || ran[i] === '}') {
      // A closing bracket a guard added (where the reader's own came first, it was read as the reader's).
      if (i === target) return null;
      i += 1;
    } else {
      return null;
    }
  }
  return null;
}

const functionBodyLineOffset = (() => {
  try {
    new Function(`throw new Error()\n//# sourceURL=${sourceUrlScheme}probe`)();
  } catch (error) {
    const match = /probe:(\d+)/.exec(String((error as Error).stack));
    if (match) return Number(match[1]) - 1;
  }
  return 0;
})();

export function locateError(error: unknown): ErrorLocation | null {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const escaped = sourceUrlScheme.replace(/[/.]/g, '\\$&');
  const match = new RegExp(`${escaped}([^:\\s)]+):(\\d+):(\\d+)`).exec(stack);
  if (!match) return null;
  const file = match[1]!;
  const line = Number(match[2]) - functionBodyLineOffset;
  const ran = ranFile(file);
  const lineOf = (text: string | undefined) => text?.split('\n')[line - 1];
  return {file, line, column: readerColumn(lineOf(ran?.source), lineOf(ran?.code), Number(match[3]))};
}
