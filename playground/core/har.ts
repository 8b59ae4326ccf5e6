import type {RequestLogEntry} from './requestRecorder';

/** HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/), the part this export writes. */
export type HarNameValue = {name: string; value: string};

export type HarEntry = {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: HarNameValue[];
    headers: HarNameValue[];
    queryString: HarNameValue[];
    postData?: {mimeType: string; text: string};
    headersSize: -1;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: HarNameValue[];
    headers: HarNameValue[];
    content: {size: number; mimeType: string; text?: string};
    redirectURL: '';
    headersSize: -1;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: {send: number; wait: number; receive: number};
  comment?: string;
};

export type Har = {log: {version: '1.2'; creator: {name: string; version: string}; entries: HarEntry[]}};

/** msw answers in the page: no HTTP version is really spoken, so the one fetch reports is written. */
const httpVersion = 'HTTP/1.1';

function nameValues(record: Record<string, string>): HarNameValue[] {
  return Object.entries(record).map(([name, value]) => ({name, value}));
}

function bytes(text: string | null): number {
  return text === null ? 0 : new TextEncoder().encode(text).length;
}

function mimeTypeOf(headers: Record<string, string>): string {
  return Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
}

/** A time HAR can hold: the row's, or the epoch when the row's is no time a Date can hold (a run's data is the reader's code's). */
function startedDateTime(startedAt: number): string | null {
  const date = new Date(startedAt);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function queryOf(url: string): HarNameValue[] | null {
  return URL.canParse(url) ? [...new URL(url).searchParams].map(([name, value]) => ({name, value})) : null;
}

function harEntry(entry: RequestLogEntry, url: string): HarEntry {
  const time = Number.isFinite(entry.durationMs) ? Math.max(0, entry.durationMs!) : 0;
  const answered = entry.status !== null && entry.status !== 0;
  const started = startedDateTime(entry.startedAt);
  const query = queryOf(url);
  const notes = [
    entry.answeredBy && `answered by ${entry.answeredBy}`,
    entry.error,
    started === null && `its start (${String(entry.startedAt)}) is no time a date can hold: written as the epoch`,
    query === null && 'its URL does not parse: its query is left out',
  ].filter(Boolean);
  return {
    startedDateTime: started ?? new Date(0).toISOString(),
    time,
    request: {
      method: entry.method,
      url,
      httpVersion,
      cookies: [],
      headers: nameValues(entry.requestHeaders),
      queryString: query ?? [],
      ...(entry.requestBody === null
        ? {}
        : {postData: {mimeType: mimeTypeOf(entry.requestHeaders), text: entry.requestBody}}),
      headersSize: -1,
      bodySize: bytes(entry.requestBody),
    },
    response: {
      status: entry.status ?? 0,
      statusText: entry.statusText,
      httpVersion: answered ? httpVersion : '',
      cookies: [],
      headers: nameValues(entry.responseHeaders),
      content: {
        size: bytes(entry.responseBody),
        mimeType: mimeTypeOf(entry.responseHeaders),
        ...(entry.responseBody === null ? {} : {text: entry.responseBody}),
      },
      redirectURL: '',
      headersSize: -1,
      bodySize: answered ? bytes(entry.responseBody) : -1,
    },
    cache: {},
    // The mock answers within the page: all of the time is waiting for it.
    timings: {send: 0, wait: time, receive: 0},
    ...(notes.length ? {comment: notes.join('; ')} : {}),
  };
}

/**
 * The request log as a HAR 1.2 log, every row with its headers and bodies.
 * `urlOf` gives a row's URL as the page shows it (a recorded run's rows on the page's own origin).
 */
export function requestLogAsHar(
  entries: readonly RequestLogEntry[],
  creator: {name: string; version: string},
  urlOf: (entry: RequestLogEntry) => string = (entry) => entry.url,
): Har {
  return {log: {version: '1.2', creator, entries: entries.map((entry) => harEntry(entry, urlOf(entry)))}};
}
