import {useCallback, useEffect, useRef, useState} from 'react';
import {consoleLineLimit, type ConsoleLine} from '../../core/consoleRecorder';
import type {PlaygroundFiles} from '../../core/files';
import type {NetworkControls} from '../../core/networkControls';
import type {RequestLogEntry} from '../../core/requestRecorder';
import type {StoreSnapshot} from '../../core/storeRecorder';
import type {FromNetwork, FromRunner, RunProblem, ToRunner} from '../../runner/protocol';
import {readFromRunner} from '../../runner/readMessage';
import {addGuest, restartGuests} from './guestRestarts';

export type RunnerState = {
  status: 'starting' | 'running' | 'done';
  requests: RequestLogEntry[];
  snapshots: StoreSnapshot[];
  console: ConsoleLine[];
  problems: RunProblem[];
  /** Routes the network controls can act on, as the latest run reported them. */
  routes: string[];
  previewHeight: number;
  /** How many runs this playground has started; the status shows it, so a test can tell one run's "Ran" from the next. */
  runs: number;
  /** From sending the run to its end, once it has ended. */
  tookMs: number | null;
  /** Why the playground has no mock network, when it has none: shown in place of "Starting…". */
  networkProblem: string | null;
};

const initial: RunnerState = {
  status: 'starting',
  requests: [],
  snapshots: [],
  console: [],
  problems: [],
  routes: [],
  previewHeight: 0,
  runs: 0,
  tookMs: null,
  networkProblem: null,
};

export type RunInput = {files: PlaygroundFiles; controls: NetworkControls};

/** What the frame reports of a run, and how long it took, which the playground measures itself. */
type RunReport = Exclude<FromRunner, {type: 'ready'} | {type: 'height'} | {type: 'pong'}> | {type: 'took'; ms: number};

/** The panels as a run starts (`again`: the same run, sent again to a reloaded frame): empty, keeping what outlives a run. */
function startedRun(shown: RunnerState, again: boolean): RunnerState {
  return {
    ...initial,
    routes: shown.routes,
    previewHeight: shown.previewHeight,
    networkProblem: shown.networkProblem,
    runs: shown.runs + (again ? 0 : 1),
    status: 'running',
  };
}

function withReport(state: RunnerState, report: RunReport): RunnerState {
  switch (report.type) {
    case 'requests':
      return {...state, requests: report.entries};
    case 'snapshots':
      return {...state, snapshots: report.snapshots};
    case 'console':
      // The guest caps its own console; a guest that posts lines by hand is capped here.
      return state.console.length > consoleLineLimit ? state : {...state, console: [...state.console, report.line]};
    case 'problem':
      return {...state, problems: [...state.problems, report.problem]};
    case 'status':
      return {...state, status: report.status};
    case 'routes':
      return {...state, routes: report.routes};
    case 'took':
      return {...state, tookMs: report.ms};
  }
}

/**
 * How long the panels keep the previous run while the new one reports. A run
 * that ends sooner (most examples) is shown in one piece, in one paint: the
 * frame shares the page's thread, so painting the cleared panels and each
 * report in between held the run itself back. A longer run is shown live
 * from then on.
 */
export const holdReportsMs = 150;

/** How often the page asks a guest frame whether it still answers. */
export const pingIntervalMs = 250;
/**
 * How long a guest may leave a ping unanswered before it counts as frozen and
 * is replaced. Longer than the loop guard's second, so code the guard can stop
 * is stopped by it, with the line it was on.
 */
export const stallLimitMs = 1500;
/** More messages than this in a second from one guest and it is replaced: no run needs them, and they would hold up the page. */
export const messageFloodLimit = 2000;
/** Reports of a run shown live (one that took longer than `holdReportsMs`) are applied together, at most this often. */
const liveReportsMs = 16;
/** A relay that fails this many times in a row gives up until the page is reloaded. */
const relayAttempts = 3;

/** Problems the page itself finds with a guest, shown as the run's. */
function pageProblem(message: string): RunProblem {
  return {kind: 'runaway', message, file: null, line: null, column: null};
}

/**
 * Talks to this playground's two frames: the guest (sandboxed, runs the
 * code, reports what it did) and the relay (carries the guest's requests to
 * msw's service worker). Connects them with a MessageChannel once both are
 * ready, and again whenever either reloads. Keeps what the guest reports of
 * the latest run, checked message by message (the guest runs the reader's
 * code, which can post anything). Watches the guest: one that stops
 * answering, floods the page or ran away is replaced by a fresh frame
 * (`guestKey` changes), with the cause shown. `onReady` hears each time the
 * pair is ready for a run.
 */
export function useRunner(
  guest: React.RefObject<HTMLIFrameElement | null>,
  relay: React.RefObject<HTMLIFrameElement | null>,
  onReady?: () => void,
) {
  const [state, setState] = useState<RunnerState>(initial);
  const [guestKey, setGuestKey] = useState(0);
  /** False while every guest of the page is being restarted (see guestRestarts.ts). */
  const [guestAttached, setGuestAttached] = useState(true);
  /** Whether the latest run sent is still under way. */
  const underway = useRef(false);
  const liveReports = useRef<RunReport[]>([]);
  const liveTimer = useRef<number | undefined>(undefined);
  // Read when the frames say ready, so a new callback does not listen anew.
  const latestOnReady = useRef(onReady);
  latestOnReady.current = onReady;
  const guestReady = useRef(false);
  /** The guest said ready and has not been connected since: a new document, which holds no run. */
  const freshGuest = useRef(false);
  const relayReady = useRef(false);
  const relayFailures = useRef(0);
  const queued = useRef<RunInput | null>(null);
  const runId = useRef(0);
  /** The run the guest was last sent; none after a runaway run, whose guest is replaced. */
  const latestRun = useRef<ToRunner & {type: 'run'} | null>(null);
  /** Reports of the latest run not shown yet, while the panels hold the previous run; null once live. */
  const held = useRef<{reports: RunReport[]; again: boolean} | null>(null);
  const holdTimer = useRef<number | undefined>(undefined);
  const sentAt = useRef(0);

  const toGuest = useCallback(
    (message: ToRunner, transfer: Transferable[] = []) => guest.current?.contentWindow?.postMessage(message, '*', transfer),
    [guest],
  );

  /** Shows the latest run from its start with what it has reported so far, and its reports as they come from now on. */
  const showHeld = useCallback(() => {
    window.clearTimeout(holdTimer.current);
    const run = held.current;
    if (!run) return;
    held.current = null;
    setState((shown) => run.reports.reduce(withReport, startedRun(shown, run.again)));
  }, []);

  const hold = useCallback((again: boolean) => {
    window.clearTimeout(holdTimer.current);
    // Reports of the previous run not applied yet are dropped with it.
    window.clearTimeout(liveTimer.current);
    liveTimer.current = undefined;
    liveReports.current = [];
    underway.current = true;
    held.current = {reports: [], again};
    holdTimer.current = window.setTimeout(showHeld, holdReportsMs);
  }, [showHeld]);

  const send = useCallback(
    ({files, controls}: RunInput) => {
      runId.current += 1;
      const message = {type: 'run', runId: runId.current, files, controls} as const;
      latestRun.current = message;
      sentAt.current = performance.now();
      hold(false);
      toGuest(message);
    },
    [toGuest, hold],
  );

  const run = useCallback(
    (input: RunInput) => {
      if (guestReady.current && relayReady.current) send(input);
      else queued.current = input;
    },
    [send],
  );

  /** The latest run ends with `why` shown, and is not run again by the next frame. */
  const stopRun = useCallback(
    (why: string) => {
      latestRun.current = null;
      underway.current = false;
      showHeld();
      setState((shown) => ({...shown, status: 'done', problems: [...shown.problems, pageProblem(why)]}));
    },
    [showHeld],
  );

  /** Ends the guest: a fresh frame takes its place, and the reader reads why. */
  const replaceGuest = useCallback(
    (why: string) => {
      guestReady.current = false;
      stopRun(why);
      setGuestKey((key) => key + 1);
    },
    [stopRun],
  );

  // This guest's part in a restart of every guest of the page.
  useEffect(
    () =>
      addGuest({
        running: () => underway.current,
        detach: (suspect) => {
          guestReady.current = false;
          if (suspect) {
            stopRun(
              'The code stopped answering, so it was stopped and its frame replaced: something ran that no guard can interrupt, such as a regular expression that backtracks without end, or an endless loop inside a library.',
            );
          }
          setGuestAttached(false);
        },
        attach: () => {
          setGuestKey((key) => key + 1);
          setGuestAttached(true);
        },
      }),
    [stopRun],
  );

  /** Both frames ready: a new channel between them (the old one went with whichever reloaded), then the run. */
  const connect = useCallback(() => {
    const relayWindow = relay.current?.contentWindow;
    if (!guestReady.current || !relayReady.current || !relayWindow) return;
    const channel = new MessageChannel();
    toGuest({type: 'network'}, [channel.port1]);
    relayWindow.postMessage({type: 'guest'}, window.location.origin, [channel.port2]);
    toGuest({type: 'theme', theme: pageTheme()});
    latestOnReady.current?.();
    const guestIsNew = freshGuest.current;
    freshGuest.current = false;
    if (queued.current) send(queued.current);
    // A guest that reloaded lost its run, finished or not, with its preview and
    // store; a relay that restarted, the requests of a run still under way: the
    // run goes again, from a clean log.
    else if (latestRun.current && (guestIsNew || underway.current)) {
      sentAt.current = performance.now();
      // Counted as a run already, unless the panels were still holding the previous one.
      hold(held.current === null || held.current.again);
      toGuest(latestRun.current);
    }
    queued.current = null;
  }, [relay, toGuest, send, hold]);

  // The guest's colours follow the page's.
  useEffect(() => {
    const observer = new MutationObserver(() => toGuest({type: 'theme', theme: pageTheme()}));
    observer.observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});
    return () => observer.disconnect();
  }, [toGuest]);

  // The watchdog: a guest that leaves a ping unanswered too long is frozen (a
  // catastrophic regular expression, a loop the guard cannot see) and is replaced.
  useEffect(() => {
    let n = 0;
    let waitingSince: number | null = null;
    let messages = 0;
    let countedSince = performance.now();
    let countedGuest: MessageEventSource | null = null;
    // A guest replaced for flooding keeps sending until React removes its
    // frame: nothing more it says is read, so it is stopped once.
    const dismissed = new WeakSet<MessageEventSource>();
    const timer = window.setInterval(() => {
      if (!guestReady.current || document.visibilityState === 'hidden') return;
      if (waitingSince === null) {
        waitingSince = performance.now();
        toGuest({type: 'ping', n: ++n});
      } else if (performance.now() - waitingSince > stallLimitMs) {
        waitingSince = null;
        restartGuests();
      }
    }, pingIntervalMs);

    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.source && event.source === relay.current?.contentWindow && event.origin === window.location.origin) {
        return onRelayMessage(event.data as FromNetwork);
      }
      if (!event.source || event.source !== guest.current?.contentWindow || dismissed.has(event.source)) return;
      // Counted per guest: a guest that replaced a flooding one starts from nothing.
      if (event.source !== countedGuest || performance.now() - countedSince > 1000) {
        countedGuest = event.source;
        countedSince = performance.now();
        messages = 0;
      }
      if (++messages === messageFloodLimit) {
        dismissed.add(event.source);
        return replaceGuest(`The code sent the page more than ${messageFloodLimit} messages in a second, so it was stopped and its frame replaced.`);
      }
      const message = readFromRunner(event.data);
      if (!message) return;
      if (message.type === 'pong') {
        if (message.n === n) waitingSince = null;
        return;
      }
      if (message.type === 'ready') {
        guestReady.current = true;
        freshGuest.current = true;
        waitingSince = null;
        return connect();
      }
      if (message.type === 'height') {
        setState((previous) => ({...previous, previewHeight: message.height}));
        return;
      }
      if (message.runId !== runId.current) return;
      const done = message.type === 'status' && message.status === 'done';
      if (done) underway.current = false;
      const reports: RunReport[] = done ? [message, {type: 'took', ms: performance.now() - sentAt.current}] : [message];
      if (message.type === 'problem' && message.problem.kind === 'runaway') {
        // Whatever the stopped code left behind (a render stuck half-way, live
        // timers) goes with the old frame; the next run gets a fresh one.
        guestReady.current = false;
        latestRun.current = null;
        underway.current = false;
        setGuestKey((key) => key + 1);
      }
      if (held.current) {
        held.current.reports.push(...reports);
        if (done || message.type === 'problem') showHeld();
        return;
      }
      liveReports.current.push(...reports);
      liveTimer.current ??= window.setTimeout(() => {
        liveTimer.current = undefined;
        const applied = liveReports.current;
        liveReports.current = [];
        setState((shown) => applied.reduce(withReport, shown));
      }, liveReportsMs);
    };

    const onRelayMessage = (message: FromNetwork) => {
      switch (message?.type) {
        case 'network-ready':
          relayReady.current = true;
          relayFailures.current = 0;
          setState((shown) => (shown.networkProblem ? {...shown, networkProblem: null} : shown));
          return connect();
        case 'network-unavailable':
          relayReady.current = false;
          setState((shown) => ({...shown, networkProblem: message.message}));
          return;
        case 'network-failed': {
          relayReady.current = false;
          relayFailures.current += 1;
          if (relayFailures.current > relayAttempts) {
            const problem = `The playground's mock network did not start (${message.message}). Reload the page to try again.`;
            setState((shown) => ({...shown, networkProblem: problem}));
            return;
          }
          // The relay runs none of the reader's code: reloading it is always safe.
          relay.current?.contentWindow?.location.reload();
        }
      }
    };

    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(timer);
      window.clearTimeout(holdTimer.current);
      window.clearTimeout(liveTimer.current);
    };
  }, [guest, relay, toGuest, connect, replaceGuest, showHeld]);

  return {state, run, guestKey, guestAttached};
}

/** The colour mode the docs page shows now. */
export function pageTheme(): 'light' | 'dark' {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}
