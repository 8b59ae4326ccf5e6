import {consoleLineLimit, type ConsoleLine} from '../core/consoleRecorder';
import type {RequestLogEntry} from '../core/requestRecorder';
import type {StoreSnapshot} from '../core/storeRecorder';
import type {RecordedPreview, RecordedRun} from '../core/recorded';
import type {RunProblem} from '../guest/protocol';
import type {GuestMessage} from '../guest/readMessage';

/** What the panels show of a playground's latest run. */
export type RunView = {
  status: 'starting' | 'running' | 'done';
  requests: RequestLogEntry[];
  /**
   * Rows of the previous run past those this run has made so far: kept in
   * place (shown as the previous run's) while this run is under way, so a
   * row a reader had open, and its focus, survive the run.
   */
  previousRequests: RequestLogEntry[];
  snapshots: StoreSnapshot[];
  console: ConsoleLine[];
  /** What main.ts's default export returned, as the console writes it; null for `undefined`. */
  returned: string | null;
  problems: RunProblem[];
  /** Routes the network settings can act on, as the latest run reported them. */
  routes: string[];
  /** How many runs this playground has started; the status shows it, so a test can tell one run's "Ran" from the next. */
  runs: number;
  /** From sending the run to its end, once it has ended. */
  tookMs: number | null;
  /**
   * Set while the panels show the run the build recorded (until the first live run
   * has ended): when it was recorded, and a component's preview as it ended. Its
   * page-origin URLs hold `recordedOrigin`.
   */
  recorded: {at: string; preview?: RecordedPreview} | null;
};

export const noRun: RunView = {
  status: 'starting',
  requests: [],
  previousRequests: [],
  snapshots: [],
  console: [],
  returned: null,
  problems: [],
  routes: [],
  runs: 0,
  tookMs: null,
  recorded: null,
};

/** The panels as the build recorded the example's run: what the page shows before its live run has ended. */
export function recordedView({requests, snapshots, console, returned, routes, at, preview}: RecordedRun): RunView {
  return {
    ...noRun,
    status: 'done',
    requests,
    snapshots,
    console,
    returned,
    routes,
    recorded: preview ? {at, preview} : {at},
  };
}

/** What the guest reports of a run, and how long it took, which the page measures itself. */
export type RunReport = Extract<GuestMessage, {runId: number}> | {type: 'took'; ms: number};

/** The panels as a run starts (`again`: the same run, sent again to a reloaded frame): empty, keeping what outlives a run. */
export function startedRun(shown: RunView, again: boolean): RunView {
  return {
    ...noRun,
    routes: shown.routes,
    previousRequests: [...shown.requests, ...shown.previousRequests.slice(shown.requests.length)],
    runs: shown.runs + (again ? 0 : 1),
    status: 'running',
  };
}

/** Entries new or changed since the last report, merged by id: a changed one keeps its row. */
function mergeRequests(shown: RequestLogEntry[], changed: RequestLogEntry[]): RequestLogEntry[] {
  const merged = [...shown];
  for (const entry of changed) {
    const index = merged.findIndex((row) => row.id === entry.id);
    if (index === -1) merged.push(entry);
    else merged[index] = entry;
  }
  return merged;
}

/** New store steps, each at its index: a step out of order (which only a forged message sends) is dropped. */
function mergeSnapshots(shown: StoreSnapshot[], added: StoreSnapshot[]): StoreSnapshot[] {
  const merged = [...shown];
  for (const snapshot of added) if (snapshot.index <= merged.length) merged[snapshot.index] = snapshot;
  return merged;
}

export function withReport(view: RunView, report: RunReport): RunView {
  switch (report.type) {
    case 'requests':
      return {...view, requests: mergeRequests(view.requests, report.entries)};
    case 'snapshots':
      return {...view, snapshots: mergeSnapshots(view.snapshots, report.snapshots)};
    case 'console':
      // The guest caps its own console (its last line says so); a guest that posts lines by hand is capped here, as many.
      return view.console.length >= consoleLineLimit ? view : {...view, console: [...view.console, report.line]};
    case 'returned':
      return {...view, returned: report.text};
    case 'problem':
      return {...view, problems: [...view.problems, report.problem]};
    case 'status':
      // The previous run's rows go once this one has ended.
      return {...view, status: report.status, previousRequests: report.status === 'done' ? [] : view.previousRequests};
    case 'routes':
      return {...view, routes: report.routes};
    case 'took':
      return {...view, tookMs: report.ms};
  }
}

/** Where the reader cleared the console: in which run, after how many lines, and whether main() had returned. */
export type ConsoleCleared = {runs: number; lines: number; returned: boolean};

/** What the console shows of a run: the lines logged since the reader cleared it in this run, or all of a later run's. */
export function shownConsole(
  view: RunView,
  cleared: ConsoleCleared | null,
): {lines: RunView['console']; returned: string | null; cleared: boolean} {
  if (!cleared || cleared.runs !== view.runs) return {lines: view.console, returned: view.returned, cleared: false};
  return {
    lines: view.console.slice(cleared.lines),
    returned: cleared.returned ? null : view.returned,
    cleared: true,
  };
}

/** Rows the request log shows: this run's, then the previous run's past them while this run is under way. */
export function shownRequests(view: RunView): {entry: RequestLogEntry; previous: boolean}[] {
  return [
    ...view.requests.map((entry) => ({entry, previous: false})),
    ...view.previousRequests.slice(view.requests.length).map((entry) => ({entry, previous: true})),
  ];
}
