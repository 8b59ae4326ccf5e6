import type {ConsoleLine} from '../core/consoleRecorder';
import type {Displayable} from '../core/displayable';
import type {RequestLogEntry} from '../core/requestRecorder';
import type {StoreSnapshot} from '../core/storeRecorder';
import type {FromRunner, RunProblem} from './protocol';

/**
 * The page's reading of what a guest frame posts. The guest runs the
 * reader's code, which can post anything to the page: a message that is not
 * one of `FromRunner`, field by field, is dropped, so no shape of message can
 * break a panel. Checked after the browser has decoded it; what it costs is
 * one walk over data the panels would render anyway.
 */
export function readFromRunner(data: unknown): FromRunner | null {
  if (!isRecord(data)) return null;
  switch (data.type) {
    case 'ready':
      return {type: 'ready'};
    case 'pong':
      return isInteger(data.n) ? {type: 'pong', n: data.n} : null;
    case 'height':
      // A frame can ask for any height; the page keeps it within reason.
      return isNumber(data.height) ? {type: 'height', height: Math.min(Math.max(0, data.height), maxPreviewHeight)} : null;
  }
  if (!isInteger(data.runId)) return null;
  const runId = data.runId;
  switch (data.type) {
    case 'requests':
      return Array.isArray(data.entries) && data.entries.every(isRequestLogEntry)
        ? {type: 'requests', runId, entries: data.entries}
        : null;
    case 'snapshots':
      return Array.isArray(data.snapshots) && data.snapshots.every(isStoreSnapshot)
        ? {type: 'snapshots', runId, snapshots: data.snapshots}
        : null;
    case 'console':
      return isConsoleLine(data.line) ? {type: 'console', runId, line: data.line} : null;
    case 'returned':
      return isString(data.text) ? {type: 'returned', runId, text: data.text} : null;
    case 'status':
      return data.status === 'running' || data.status === 'done' ? {type: 'status', runId, status: data.status} : null;
    case 'routes':
      return isArrayOf(data.routes, isString) ? {type: 'routes', runId, routes: data.routes} : null;
    case 'problem':
      return isRunProblem(data.problem) ? {type: 'problem', runId, problem: data.problem} : null;
  }
  return null;
}

/** The tallest a preview may make its frame. */
export const maxPreviewHeight = 4000;

type Check<T> = (value: unknown) => value is T;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString: Check<string> = (value): value is string => typeof value === 'string';
const isNumber: Check<number> = (value): value is number => typeof value === 'number' && Number.isFinite(value);
const isInteger: Check<number> = (value): value is number => Number.isSafeInteger(value);

function orNull<T>(check: Check<T>): Check<T | null> {
  return (value): value is T | null => value === null || check(value);
}

function isArrayOf<T>(value: unknown, check: Check<T>): value is T[] {
  return Array.isArray(value) && value.every(check);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every(isString);
}

const answerers = new Set(['default backend', 'mocks.ts', 'network controls', 'unhandled']);

function isRequestLogEntry(value: unknown): value is RequestLogEntry {
  return (
    isRecord(value) &&
    [value.id, value.method, value.url, value.path, value.statusText].every(isString) &&
    isNumber(value.startedAt) &&
    isStringRecord(value.requestHeaders) &&
    isStringRecord(value.responseHeaders) &&
    [value.requestBody, value.responseBody, value.error].every(orNull(isString)) &&
    [value.status, value.durationMs].every(orNull(isNumber)) &&
    (value.answeredBy === null || answerers.has(value.answeredBy as string))
  );
}

/** Plain JSON, as `toDisplayable` makes it, no deeper than any store holds. */
function isDisplayable(value: unknown, depth = 0): value is Displayable {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (depth > 64) return false;
  if (Array.isArray(value)) return value.every((item) => isDisplayable(item, depth + 1));
  return isRecord(value) && Object.getPrototypeOf(value) === Object.prototype &&
    Object.values(value).every((item) => isDisplayable(item, depth + 1));
}

function isStoreSnapshot(value: unknown): value is StoreSnapshot {
  if (!isRecord(value) || !isInteger(value.index) || !isDisplayable(value.state)) return false;
  const {action} = value;
  return action === null || (isRecord(action) && isString(action.type) && orNull(isString)(action.key));
}

const consoleLevels = new Set(['log', 'info', 'warn', 'error', 'debug']);

function isConsoleLine(value: unknown): value is ConsoleLine {
  return isRecord(value) && consoleLevels.has(value.level as string) && isString(value.text);
}

const problemKinds = new Set(['syntax', 'runtime', 'render', 'setup', 'runaway']);

function isRunProblem(value: unknown): value is RunProblem {
  return (
    isRecord(value) &&
    problemKinds.has(value.kind as string) &&
    isString(value.message) &&
    orNull(isString)(value.file) &&
    [value.line, value.column].every(orNull(isInteger))
  );
}
