import type {ConsoleLine} from './consoleRecorder';
import type {Displayable} from './displayable';

/**
 * Tutorial tasks: a statement, a check, and what a run must be shown doing in
 * the preview. A check is a pure function of a run's record (its requests,
 * store snapshots and console), so Node (the tests) and the page (after each
 * live run, and each time the run's record grows) run the same code over the
 * same kind of data.
 */

/** A request as a check sees it. */
export type TaskRequest = {
  method: string;
  /** The full URL: origin, path and query. */
  url: string;
  /** Path and query, as the request log shows it. */
  path: string;
  /** null while the answer is still on its way; 0 for a network error. */
  status: number | null;
  requestHeaders: Record<string, string>;
  requestBody: string | null;
  responseBody: string | null;
};

export type TaskSnapshot = {action: {type: string; key: string | null} | null; state: Displayable};

/** What a check reads of a run. */
export type TaskRun = {requests: TaskRequest[]; snapshots: TaskSnapshot[]; console: ConsoleLine[]};

export type TaskResult = {passed: true} | {passed: false; hint: string};

/**
 * Something to do in the preview before the check is read, as a learner
 * would: press a button, by its accessible name, or type into a field, by its
 * label. Node performs them in react-test-renderer, the browser tests with
 * Playwright; on the page the learner does, and the check is read again as the
 * run's record grows.
 */
export type PreviewStep = {click: string} | {fill: string; value: string};

export type Task = {
  /** Stable: the anchor `#task-<name>`, the progress key and the `?task=` of links. */
  name: string;
  title: string;
  /** One or two sentences; `code` in backticks. */
  statement: string;
  /** What the learner does in the preview after the run, in order. */
  preview?: PreviewStep[];
  check(run: TaskRun): TaskResult;
};

export const pass: TaskResult = {passed: true};

export function hint(text: string): TaskResult {
  return {passed: false, hint: text};
}

/** A task module's export: the definition, typed. */
export function defineTask(task: Task): Task {
  return task;
}

/* ---- Reading a run that the page got from a guest ---- */

/** The most of a run a check reads: a guest that floods its record is cut short. */
const maxRequests = 200;
const maxSnapshots = 500;
const maxConsole = 1000;
const maxTextLength = 100_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, maxTextLength) : '';
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value.slice(0, maxTextLength) : null;
}

function headers(value: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!isRecord(value)) return result;
  for (const [name, item] of Object.entries(value).slice(0, 100))
    if (typeof item === 'string') result[name.toLowerCase()] = text(item);
  return result;
}

function displayable(value: unknown, depth = 0): Displayable {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (depth > 30) return '(too deep)';
  if (Array.isArray(value)) return value.slice(0, 10_000).map((item) => displayable(item, depth + 1));
  if (isRecord(value)) {
    const result: Record<string, Displayable> = {};
    for (const [key, item] of Object.entries(value)) result[key] = displayable(item, depth + 1);
    return result;
  }
  return String(value);
}

/**
 * A run's record as a check may read it, from data of any shape: on the page
 * the record came from reader code in a guest frame, so every field is
 * checked and copied, never trusted or evaluated.
 */
export function readTaskRun(value: unknown): TaskRun {
  const source = isRecord(value) ? value : {};
  const list = (items: unknown, max: number) => (Array.isArray(items) ? items.slice(0, max).filter(isRecord) : []);
  const requests = list(source.requests, maxRequests).map((entry): TaskRequest => ({
    method: text(entry.method).toUpperCase(),
    url: text(entry.url),
    path: text(entry.path),
    status: typeof entry.status === 'number' && Number.isInteger(entry.status) ? entry.status : null,
    requestHeaders: headers(entry.requestHeaders),
    requestBody: textOrNull(entry.requestBody),
    responseBody: textOrNull(entry.responseBody),
  }));
  const snapshots = list(source.snapshots, maxSnapshots).map((snapshot): TaskSnapshot => ({
    action: isRecord(snapshot.action) ? {type: text(snapshot.action.type), key: textOrNull(snapshot.action.key)} : null,
    state: displayable(snapshot.state),
  }));
  const console = list(source.console, maxConsole).map((line): ConsoleLine => {
    const level = line.level;
    return {
      level: level === 'info' || level === 'warn' || level === 'error' || level === 'debug' ? level : 'log',
      text: text(line.text),
    };
  });
  return {requests, snapshots, console};
}

/**
 * Runs a task's check over a run's record of any shape. Never throws: a
 * record the check cannot read fails with a hint that says so.
 */
export function checkTask(task: Task, run: unknown): TaskResult {
  try {
    const result = task.check(readTaskRun(run));
    return result.passed ? pass : hint(String(result.hint).slice(0, 500));
  } catch (error) {
    return hint(`The check could not read this run (${error instanceof Error ? error.message : String(error)}).`);
  }
}

/* ---- What checks are written with ---- */

/** `GET /articles?x=1 (200)`: a request as a hint names it. */
export function describeRequest(request: TaskRequest): string {
  const status =
    request.status === null ? 'no answer yet' : request.status === 0 ? 'network error' : String(request.status);
  return `${request.method} ${request.path || request.url} (${status})`;
}

/** "GET /articles (200), POST /articles (201)", or "no request". */
export function describeRequests(requests: TaskRequest[]): string {
  if (requests.length === 0) return 'no request';
  const shown = requests.slice(0, 6).map(describeRequest).join(', ');
  return requests.length > 6 ? `${shown} and ${requests.length - 6} more` : shown;
}

function pathnameOf(request: TaskRequest): string {
  try {
    return new URL(request.url).pathname;
  } catch {
    return request.path.split('?')[0];
  }
}

/** The requests with this method to this path (any query), in the order sent. */
export function requestsTo(run: TaskRun, method: string, pathname: string): TaskRequest[] {
  return run.requests.filter((request) => request.method === method && pathnameOf(request) === pathname);
}

/** A request's query parameters. */
export function queryOf(request: TaskRequest): URLSearchParams {
  try {
    return new URL(request.url).searchParams;
  } catch {
    return new URLSearchParams(request.path.split('?')[1] ?? '');
  }
}

/** A JSON body, or undefined when it is none. */
export function jsonBody(body: string | null): unknown {
  if (body === null) return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** The store's entity tables after the run's last action. */
export function finalEntities(run: TaskRun): Record<string, Record<string, Displayable>> {
  const state = run.snapshots.at(-1)?.state;
  const entities = isRecord(state) ? state.entities : undefined;
  const tables: Record<string, Record<string, Displayable>> = {};
  if (isRecord(entities))
    for (const [name, table] of Object.entries(entities))
      if (isRecord(table)) tables[name] = table as Record<string, Displayable>;
  return tables;
}

/** The Store panel's name of a deleted entity's marker. */
export const invalidEntry = 'INVALID (symbol)';
