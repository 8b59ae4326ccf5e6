import type {ComponentType} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {fileKind, type PlaygroundFiles} from '../core/files';
import type {CompileFile} from '../core/modules';
import {RunawayError, RunEndedError} from '../core/guards';
import {startRun, type Run, type RunHost} from '../core/run';
import {runtimePackages} from '../core/runtimePackages';
import {createGuestNetwork} from './guestNetwork';
import type {RequestHandler} from 'msw';
import type {RequestLogEntry} from '../core/requestRecorder';
import type {StoreSnapshot} from '../core/storeRecorder';
import {exampleLogPrefix, guestLeaving, type FromGuest, type GuestHandshake, type ToGuest} from './protocol';
import {guardCodeMadeAtRunTime} from './runtimeCode';
import {PreviewRoot} from './PreviewRoot';
import {describeProblem, uncaughtLine} from './problems';

/**
 * The page's end of this frame's one channel (`GuestHandshake`): what is said
 * before the page connects waits for it, up to `earlyLimit` messages.
 */
const toPage = {port: null as MessagePort | null, early: [] as FromGuest[]};
const earlyLimit = 100;

function post(message: FromGuest) {
  if (toPage.port) toPage.port.postMessage(message);
  else if (toPage.early.length < earlyLimit) toPage.early.push(message);
}

/** The frame's heap, where the browser tells it (Chromium's `performance.memory`), for the page's watchdog. */
function heap(): {used: number; limit: number} | null {
  const memory = (performance as Performance & {memory?: {usedJSHeapSize: number; jsHeapSizeLimit: number}}).memory;
  return memory ? {used: memory.usedJSHeapSize, limit: memory.jsHeapSizeLimit} : null;
}

/**
 * Collects what changed (request log entries, store steps) and sends it at
 * most once per `intervalMs`, otherwise at once: a run can make many
 * requests together. Each item is sent as it is when sent, once per batch,
 * in the order it first changed. `flush` sends a pending batch now. (Not once
 * per animation frame: the frame's animation frames come just before the
 * page paints, so a batch sent then waited a whole frame more.)
 */
function batched<T>(send: (items: T[]) => void, intervalMs = 16) {
  const items = new Set<T>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSent = -Infinity;
  const sendNow = () => {
    clearTimeout(timer);
    timer = undefined;
    lastSent = performance.now();
    const batch = [...items];
    items.clear();
    send(batch);
  };
  return {
    add(item: T) {
      items.add(item);
      if (timer === undefined) timer = setTimeout(sendNow, Math.max(0, lastSent + intervalMs - performance.now()));
    },
    flush() {
      if (timer !== undefined) sendNow();
    },
  };
}

/** The guards' stops already told the page: a guard tells as it stops the code (onRunaway), before its error unwinds. */
const toldStops = new WeakSet<RunawayError>();

/**
 * Tells the page what ended a run, once: a guard's stop, which the guard told
 * as it stopped the code, is not told again when its error comes out of the code.
 */
function postProblem(runId: number, error: unknown, kind: 'runtime' | 'render'): void {
  if (error instanceof RunawayError) {
    if (toldStops.has(error)) return;
    toldStops.add(error);
  }
  post({type: 'problem', runId, problem: describeProblem(error, kind)});
}

/** Renders App.tsx's default export inside a store built with the run's Managers. */
function renderPreview(root: Root, run: Run, runId: number) {
  root.render(
    <PreviewRoot
      App={run.component as ComponentType}
      managers={run.managers}
      onError={(error) => postProblem(runId, error, 'render')}
      onCommit={() => run.store.committed()}
    />,
  );
}

let compiler: Promise<CompileFile> | undefined;

/**
 * The compiler (sucrase, 200 KB), loaded the first time a run has a file the
 * build did not compile: the page sends what the build compiled of the files
 * the reader has not changed, so a page's first runs need none.
 */
function loadCompiler(): Promise<CompileFile> {
  compiler ??= import(/* webpackChunkName: "compiler" */ '../core/compile').then(
    (module) => module.compileFile,
    (error: unknown) => {
      compiler = undefined; // the next run asks again
      throw error;
    },
  );
  return compiler;
}

/** How this run's files compile: what the build compiled of them, and the compiler (loaded now) for the rest. */
async function compilerFor(files: PlaygroundFiles, compiled: Readonly<Record<string, string>>): Promise<CompileFile> {
  const uncompiled = Object.keys(files).some((file) => fileKind(file) !== 'json' && !Object.hasOwn(compiled, file));
  const compile = uncompiled ? await loadCompiler() : null;
  return (file, source) => (Object.hasOwn(compiled, file) ? compiled[file]! : compile!(file, source));
}

/** Why a run's wait ended early: its code threw where nobody caught it (`GuestRuns.uncaught` has reported it). */
const threwUncaught = new Error('The run threw where nobody caught it');

/** The runs of this frame, one at a time: each new one stops the one before and takes over the preview. */
class GuestRuns {
  currentRunId = 0;
  current: Run | null = null;
  private root: Root | null = null;
  /** Ends the current run's wait (for its code, then to settle): its code threw where nobody caught it. */
  private failed = () => {};

  constructor(
    /** The host, less the compiler (each run has its own: compilerFor) and the handlers, which the network takes with the run's id. */
    private readonly host: Omit<RunHost, 'compile' | 'useHandlers'>,
    private readonly useHandlers: (handlers: RequestHandler[], runId: number) => void,
    private readonly container: HTMLElement,
  ) {}

  async start({runId, files, network, compiled}: ToGuest & {type: 'run'}) {
    this.currentRunId = runId;
    this.root?.unmount();
    this.root = null;
    this.current?.stop();
    this.current = null;
    // A run whose code threw later (in a timer, a deferred fetch, a promise nobody awaited)
    // ends with that failure: what it waited for may never come.
    const failure = new Promise<never>((_resolve, reject) => (this.failed = () => reject(threwUncaught)));
    failure.catch(() => {});
    post({type: 'status', runId, status: 'running'});
    // The page merges what changed into what it has: entries by id, store steps by index.
    const sendRequests = batched((entries: RequestLogEntry[]) => post({type: 'requests', runId, entries}));
    const sendSnapshots = batched((snapshots: StoreSnapshot[]) => post({type: 'snapshots', runId, snapshots}));
    // The lists as they ended reach the page before the word that the run is done.
    const reportDone = () => {
      sendRequests.flush();
      sendSnapshots.flush();
      post({type: 'status', runId, status: 'done'});
    };
    try {
      const compile = await compilerFor(files, compiled);
      if (runId !== this.currentRunId) return;
      const run = await Promise.race([
        startRun(
          files,
          {...this.host, compile, useHandlers: (handlers) => this.useHandlers(handlers, runId)},
          {
            onRequests: (_entries, changed) => sendRequests.add(changed),
            onSnapshots: (snapshots) => sendSnapshots.add(snapshots.at(-1)!),
            onConsole: (line) => post({type: 'console', runId, line}),
            onRoutes: (routes) => post({type: 'routes', runId, routes}),
            onRunaway: (error) => postProblem(runId, error, 'runtime'),
            // Held from the start, so a newer run stops this one even while its main() still awaits.
            onStart: (run) => {
              if (runId === this.currentRunId) this.current = run;
              // The state before the first action, which no action announces: first, so the steps arrive in order.
              sendSnapshots.add(run.store.snapshots[0]!);
            },
          },
          {network},
        ),
        failure,
      ]);
      // `current` is this run already (onStart), unless a newer one came meanwhile.
      if (runId !== this.currentRunId) return run.stop();
      if (run.returned !== null) post({type: 'returned', runId, text: run.returned});
      if (run.component) {
        this.root = createRoot(this.container);
        renderPreview(this.root, run, runId);
      }
      await Promise.race([run.settled(), failure]);
      if (runId !== this.currentRunId) return;
      reportDone();
    } catch (error) {
      if (runId !== this.currentRunId) return;
      if (error !== threwUncaught) postProblem(runId, error, 'runtime');
      // The requests the code made before it threw end in the log as they ended (a network
      // error is known only a moment after the request ends); one that hangs does not hold "Ran".
      const failedRun = this.current as Run | null; // set by onStart, which TypeScript does not see
      await Promise.race([failedRun?.requests.settled(), new Promise((resolve) => setTimeout(resolve, 1000))]);
      if (runId !== this.currentRunId) return;
      reportDone();
    }
  }

  /**
   * What the reader's code (or the library, React, msw on its behalf) threw
   * where nobody caught it: in the Console panel as a browser writes it, and
   * as the run's problem, which ends a run still under way.
   */
  uncaught(error: unknown, rejection: boolean) {
    if (error instanceof RunEndedError) return;
    const runId = this.currentRunId;
    const problem = describeProblem(error, 'runtime');
    // A stop (a guard's) is the page's to word: no line of the guest's for it.
    if ('message' in problem) post({type: 'console', runId, line: uncaughtLine(problem, rejection)});
    postProblem(runId, error, 'runtime');
    this.failed();
  }
}

/**
 * The guest frame: runs each playground's code in a sandboxed frame (origin
 * "null", no reach into the page, its storage or the tab), renders its
 * preview, and reports what the run did. Its network is the relay the page
 * connects it to.
 */
export function startGuest() {
  const logError = console.error.bind(console);
  console.error = (...args: unknown[]) => logError(exampleLogPrefix, ...args);
  const network = createGuestNetwork();
  Object.defineProperty(window, 'fetch', {value: network.fetch, writable: true, configurable: true});
  const host: Omit<RunHost, 'compile' | 'useHandlers'> = {
    packages: runtimePackages,
    events: network.events,
    settled: network.settled,
  };
  const container = document.getElementById('playground-preview')!;
  const runs = new GuestRuns(host, network.useHandlers, container);
  const noGuard = <T,>(value?: T) => value;
  guardCodeMadeAtRunTime(() => runs.current?.guard ?? noGuard);

  // The frame is as tall as the page says: report where the preview itself ends, as it changes.
  new ResizeObserver(() =>
    post({type: 'height', height: Math.ceil(container.getBoundingClientRect().bottom + window.scrollY)}),
  ).observe(container);
  // Whole errors, not "Script error.": the guest's scripts are its page's own (guestBundle.ts, InlineScriptsPlugin).
  window.addEventListener('error', (event) => runs.uncaught(event.error ?? event.message, false));
  window.addEventListener('unhandledrejection', (event) => runs.uncaught(event.reason, true));

  const onPageMessage = async (event: MessageEvent<ToGuest>) => {
    const message = event.data;
    if (message?.type === 'ping') return post({type: 'pong', n: message.n, heap: heap()});
    if (message?.type === 'theme') return document.documentElement.setAttribute('data-theme', message.theme);
    if (message?.type === 'relay' && event.ports[0]) return network.connect(event.ports[0]);
    if (message?.type !== 'run') return;
    await runs.start(message);
  };
  // First of all `pagehide` listeners (a capture listener at the target runs before any added later).
  window.addEventListener('pagehide', () => toPage.port?.postMessage(guestLeaving), {capture: true});
  // The handshake, once: from then on the page and this frame talk over its port only.
  const connect = (event: MessageEvent<GuestHandshake>) => {
    if (event.source !== window.parent || event.data?.type !== 'connect' || !event.ports[0]) return;
    window.removeEventListener('message', connect);
    const port = event.ports[0];
    port.onmessage = onPageMessage;
    toPage.port = port;
    for (const message of toPage.early.splice(0)) port.postMessage(message);
    post({type: 'ready'});
  };
  window.addEventListener('message', connect);
}
