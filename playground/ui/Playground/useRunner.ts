import {useCallback, useEffect, useRef, useState} from 'react';
import type {ConsoleLine} from '../../core/consoleRecorder';
import type {PlaygroundFiles} from '../../core/files';
import type {NetworkControls} from '../../core/networkControls';
import type {RequestLogEntry} from '../../core/requestRecorder';
import type {StoreSnapshot} from '../../core/storeRecorder';
import type {FromRunner, RunProblem, ToRunner} from '../../runner/protocol';

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
};

export type RunInput = {files: PlaygroundFiles; controls: NetworkControls};

/** What the frame reports of a run, and how long it took, which the playground measures itself. */
type RunReport = Exclude<FromRunner, {type: 'ready'} | {type: 'height'}> | {type: 'took'; ms: number};

/** The panels as a run starts (`again`: the same run, sent again to a reloaded frame): empty, keeping what outlives a run. */
function startedRun(shown: RunnerState, again: boolean): RunnerState {
  return {...initial, routes: shown.routes, previewHeight: shown.previewHeight, runs: shown.runs + (again ? 0 : 1), status: 'running'};
}

function withReport(state: RunnerState, report: RunReport): RunnerState {
  switch (report.type) {
    case 'requests':
      return {...state, requests: report.entries};
    case 'snapshots':
      return {...state, snapshots: report.snapshots};
    case 'console':
      return {...state, console: [...state.console, report.line]};
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

/**
 * Talks to this playground's runner frame: sends it files to run, and keeps
 * what it reports about the latest run. Reports of older runs are dropped.
 * `onReady` hears each time the frame (re)loads and is ready for a run.
 */
export function useRunner(frame: React.RefObject<HTMLIFrameElement | null>, onReady?: () => void) {
  const [state, setState] = useState<RunnerState>(initial);
  // Read when the frame says ready, so a new callback does not listen anew.
  const latestOnReady = useRef(onReady);
  latestOnReady.current = onReady;
  const ready = useRef(false);
  const queued = useRef<RunInput | null>(null);
  const runId = useRef(0);
  /** The run the frame was last sent; none after a runaway run, whose frame the playground reloads itself. */
  const latestRun = useRef<ToRunner | null>(null);
  /** Reports of the latest run not shown yet, while the panels hold the previous run; null once live. */
  const held = useRef<{reports: RunReport[]; again: boolean} | null>(null);
  const holdTimer = useRef<number | undefined>(undefined);
  const sentAt = useRef(0);

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
    held.current = {reports: [], again};
    holdTimer.current = window.setTimeout(showHeld, holdReportsMs);
  }, [showHeld]);

  const send = useCallback(
    ({files, controls}: RunInput) => {
      runId.current += 1;
      const message: ToRunner = {type: 'run', runId: runId.current, files, controls};
      latestRun.current = message;
      sentAt.current = performance.now();
      hold(false);
      frame.current?.contentWindow?.postMessage(message, window.location.origin);
    },
    [frame, hold],
  );

  const run = useCallback(
    (input: RunInput) => {
      if (ready.current) send(input);
      else queued.current = input;
    },
    [send],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent<FromRunner>) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== window.location.origin) return;
      const message = event.data;
      if (message.type === 'ready') {
        ready.current = true;
        latestOnReady.current?.();
        if (queued.current) send(queued.current);
        // A frame that reloaded (msw reloads a frame its worker does not control yet)
        // lost its run, finished or not, with its preview and store: the new page runs
        // it again, from a clean log.
        else if (latestRun.current) {
          sentAt.current = performance.now();
          // Counted as a run already, unless the panels were still holding the previous one.
          hold(held.current === null || held.current.again);
          frame.current?.contentWindow?.postMessage(latestRun.current, window.location.origin);
        }
        queued.current = null;
        return;
      }
      if (message.type === 'height') {
        setState((previous) => ({...previous, previewHeight: message.height}));
        return;
      }
      if (message.runId !== runId.current) return;
      const done = message.type === 'status' && message.status === 'done';
      const reports: RunReport[] = done ? [message, {type: 'took', ms: performance.now() - sentAt.current}] : [message];
      if (message.type === 'problem' && message.problem.kind === 'runaway') {
        latestRun.current = null;
        // Whatever the stopped code left behind (a render stuck half-way, live
        // timers) goes with the old frame; the next run gets a fresh one.
        ready.current = false;
        frame.current?.contentWindow?.location.reload();
      }
      if (held.current) {
        held.current.reports.push(...reports);
        if (done || message.type === 'problem') showHeld();
        return;
      }
      setState((shown) => reports.reduce(withReport, shown));
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(holdTimer.current);
    };
  }, [frame, send, hold, showHeld]);

  return {state, run};
}
