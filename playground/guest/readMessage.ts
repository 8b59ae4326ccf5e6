import type {ConsoleLine} from '../core/consoleRecorder';
import type {Displayable} from '../core/displayable';
import {stopMessage, stopReasons} from '../core/stops';
import {bodyLimit, type RequestLogEntry} from '../core/requestRecorder';
import type {StoreSnapshot} from '../core/storeRecorder';
import {codeFailureKinds, type FromGuest, type RunProblem} from './protocol';

/** A guest's message as the page takes it: a problem in the page's terms (whose words its message is). */
export type GuestMessage =
  Exclude<FromGuest, {type: 'problem'}> | {type: 'problem'; runId: number; problem: RunProblem};

/**
 * The page's reading of what a guest frame posts. The guest runs the
 * reader's code, which can post anything to the page: a message that is not
 * one of `FromGuest`, field by field, is dropped, so no shape of message can
 * break a panel. Every field a panel reads is checked for what the panel
 * needs of it: a URL that parses, a date a clock can show, a status and a
 * size in range, text no longer than the guest itself would send (longer is
 * cut, as the guest cuts a body), data no deeper or larger than a store
 * holds. A stop comes as a reason the page words itself: no text of a guest
 * is ever shown as the page's. Checked after the browser has decoded it;
 * what it costs is one walk over data the panels would render anyway.
 */
export function readFromGuest(data: unknown): GuestMessage | null {
  if (!isRecord(data)) return null;
  switch (data.type) {
    case 'ready':
      return {type: 'ready'};
    case 'pong':
      return isInteger(data.n) ? {type: 'pong', n: data.n, heap: readHeap(data.heap)} : null;
    case 'height':
      // A frame can ask for any height; the page keeps it within reason.
      return isNumber(data.height)
        ? {type: 'height', height: Math.min(Math.max(0, data.height), maxPreviewHeight)}
        : null;
  }
  if (!isInteger(data.runId)) return null;
  const runId = data.runId;
  switch (data.type) {
    case 'requests': {
      const entries = readList(data.entries, readRequestLogEntry, messageItemLimit);
      return entries ? {type: 'requests', runId, entries} : null;
    }
    case 'snapshots': {
      const snapshots = readList(data.snapshots, readStoreSnapshot, messageItemLimit);
      return snapshots ? {type: 'snapshots', runId, snapshots} : null;
    }
    case 'console': {
      const line = readConsoleLine(data.line);
      return line ? {type: 'console', runId, line} : null;
    }
    case 'returned':
      return isString(data.text) ? {type: 'returned', runId, text: clip(data.text, textLimit)} : null;
    case 'status':
      return data.status === 'running' || data.status === 'done' ? {type: 'status', runId, status: data.status} : null;
    case 'routes': {
      const routes = readList(
        data.routes,
        (route) => (isString(route) ? clip(route, shortTextLimit) : null),
        routeLimit,
      );
      return routes ? {type: 'routes', runId, routes} : null;
    }
    case 'problem': {
      const problem = readProblem(data.problem);
      return problem ? {type: 'problem', runId, problem} : null;
    }
  }
  return null;
}

/** The tallest a preview may make its frame. */
export const maxPreviewHeight = 4000;
/** The most items (log rows, store steps) one message may carry; the guest sends what changed in 16 ms. */
const messageItemLimit = 1000;
const routeLimit = 500;
/** Bodies, console lines, what main() returned: what the guest sends at most (it cuts at `bodyLimit`, and says how much more there was). */
const textLimit = bodyLimit + 100;
/** Names, methods, paths, header values, file names, status text. */
const shortTextLimit = 8_000;
/** The longest URL the log keeps. */
const urlLimit = 64_000;
const headerLimit = 200;
/** Values in one store step: far more than any example's store. */
const storeValueLimit = 200_000;
const storeDepthLimit = 64;
/** The latest a request may have started, as a date: the end of the range a Date can hold. */
const latestDate = 8.64e15;

type Read<T> = (value: unknown) => T | null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isCount = (value: unknown): value is number => isInteger(value) && value >= 0;

/** Text as the panels take it: cut at `limit` characters, saying how much more there was. */
function clip(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit)}\n… ${text.length - limit} more characters not shown`;
}

function readList<T>(value: unknown, read: Read<T>, limit: number): T[] | null {
  if (!Array.isArray(value) || value.length > limit) return null;
  const items: T[] = [];
  for (const item of value) {
    const taken = read(item);
    if (taken === null) return null;
    items.push(taken);
  }
  return items;
}

function readHeaders(value: unknown): Record<string, string> | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  if (entries.length > headerLimit || !entries.every(([, item]) => isString(item))) return null;
  return Object.fromEntries(
    entries.map(([name, item]) => [clip(name, shortTextLimit), clip(item as string, shortTextLimit)]),
  );
}

function readHeap(value: unknown): {used: number; limit: number} | null {
  return isRecord(value) && isNumber(value.used) && isNumber(value.limit) && value.used >= 0 && value.limit > 0
    ? {used: value.used, limit: value.limit}
    : null;
}

/** An http(s) URL, as the guest's network carries no other. */
function isRequestUrl(value: unknown): value is string {
  if (!isString(value) || value.length > urlLimit || !URL.canParse(value)) return false;
  const {protocol} = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

const answerers = new Set(['default backend', 'mocks.ts', 'network settings', 'unhandled']);

function readRequestLogEntry(value: unknown): RequestLogEntry | null {
  if (!isRecord(value) || !isRequestUrl(value.url)) return null;
  if (![value.id, value.method, value.path, value.statusText].every(isString)) return null;
  if (!isNumber(value.startedAt) || value.startedAt < 0 || value.startedAt > latestDate) return null;
  const status = value.status;
  if (status !== null && !(isInteger(status) && status >= 0 && status <= 999)) return null;
  const durationMs = value.durationMs;
  if (durationMs !== null && !(isNumber(durationMs) && durationMs >= 0)) return null;
  if (![value.requestBody, value.responseBody, value.error].every((item) => item === null || isString(item)))
    return null;
  if (value.answeredBy !== null && !answerers.has(value.answeredBy as string)) return null;
  const requestHeaders = readHeaders(value.requestHeaders);
  const responseHeaders = readHeaders(value.responseHeaders);
  if (!requestHeaders || !responseHeaders) return null;
  const text = (item: unknown, limit: number) => (item === null ? null : clip(item as string, limit));
  return {
    id: clip(value.id as string, shortTextLimit),
    method: clip(value.method as string, shortTextLimit),
    url: value.url,
    path: clip(value.path as string, urlLimit),
    startedAt: value.startedAt,
    requestHeaders,
    requestBody: text(value.requestBody, textLimit),
    status,
    statusText: clip(value.statusText as string, shortTextLimit),
    responseHeaders,
    responseBody: text(value.responseBody, textLimit),
    answeredBy: value.answeredBy as RequestLogEntry['answeredBy'],
    durationMs,
    error: text(value.error, shortTextLimit),
  };
}

/** Plain JSON, as `toDisplayable` makes it, no deeper or larger than any store holds. */
function isDisplayable(value: unknown): value is Displayable {
  let values = 0;
  const check = (item: unknown, depth: number): boolean => {
    if (++values > storeValueLimit) return false;
    if (item === null || typeof item === 'boolean') return true;
    if (typeof item === 'string') return item.length <= textLimit;
    if (typeof item === 'number') return Number.isFinite(item);
    if (depth > storeDepthLimit) return false;
    if (Array.isArray(item)) return item.every((child) => check(child, depth + 1));
    return (
      isRecord(item) &&
      Object.getPrototypeOf(item) === Object.prototype &&
      Object.values(item).every((child) => check(child, depth + 1))
    );
  };
  return check(value, 0);
}

function readStoreSnapshot(value: unknown): StoreSnapshot | null {
  if (!isRecord(value) || !isCount(value.index) || !isDisplayable(value.state)) return null;
  const {action} = value;
  if (action === null) return {index: value.index, action: null, state: value.state};
  if (!isRecord(action) || !isString(action.type) || !(action.key === null || isString(action.key))) return null;
  return {
    index: value.index,
    action: {
      type: clip(action.type, shortTextLimit),
      key: action.key === null ? null : clip(action.key, shortTextLimit),
    },
    state: value.state,
  };
}

const consoleLevels = new Set(['log', 'info', 'warn', 'error', 'debug']);

function readConsoleLine(value: unknown): ConsoleLine | null {
  if (!isRecord(value) || !consoleLevels.has(value.level as string) || !isString(value.text)) return null;
  return {level: value.level as ConsoleLine['level'], text: clip(value.text, textLimit)};
}

function readProblem(value: unknown): RunProblem | null {
  if (!isRecord(value)) return null;
  const {file, line, column} = value;
  if (!(file === null || isString(file)) || ![line, column].every((item) => item === null || isCount(item)))
    return null;
  const place = {
    file: file === null ? null : clip(file as string, shortTextLimit),
    line: line as number | null,
    column: column as number | null,
  };
  if (value.kind === 'stopped') {
    const reason = stopReasons.find((known) => known === value.reason);
    return reason ? {kind: 'runaway', voice: 'page', message: stopMessage(reason), ...place} : null;
  }
  const kind = codeFailureKinds.find((known) => known === value.kind);
  return kind && isString(value.message)
    ? {kind, voice: 'code', message: clip(value.message, shortTextLimit), ...place}
    : null;
}
