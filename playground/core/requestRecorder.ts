import type {Answerer} from './mockBackend';

export type RequestLogEntry = {
  /** msw's id of the request. */
  id: string;
  method: string;
  /** The full URL, host included. */
  url: string;
  /** Path and query, as the log's URL column shows it. */
  path: string;
  requestHeaders: Record<string, string>;
  requestBody: string | null;
  status: number | null;
  statusText: string;
  responseHeaders: Record<string, string>;
  responseBody: string | null;
  answeredBy: Answerer | null;
  /** When the request left the reader's code, in epoch milliseconds (a HAR export's startedDateTime). */
  startedAt: number;
  /** Milliseconds from the request leaving the reader's code to its response. */
  durationMs: number | null;
  /** Why the request did not end as answered: a network error, a request the playground would not carry, a handler that threw. */
  error: string | null;
};

/** The part of msw's life-cycle emitter the recorder listens to (worker and server alike). */
export type RequestEvents = {
  on(event: 'request:start', listener: (args: {request: Request; requestId: string}) => void): void;
  on(
    event: 'response:mocked' | 'response:bypass',
    listener: (args: {response: Response; request: Request; requestId: string}) => void,
  ): void;
  on(event: 'request:end', listener: (args: {request: Request; requestId: string}) => void): void;
  on(event: 'unhandledException', listener: (args: {error: Error; request: Request; requestId: string}) => void): void;
  /** The guest's own: a request the playground would not carry (a handler passed it through), and why. */
  on(event: 'request:refused', listener: (args: {requestId: string; reason: string}) => void): void;
  removeAllListeners(): void;
};

/**
 * A request's URL as the log shows it: path and query on the page's own
 * origin, the whole URL on another host (so a wrong host is never hidden
 * behind a right path). An example's expect.json holds every URL whole.
 */
export function shownUrl(url: string, pageOrigin: string): string {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  return parsed.origin === pageOrigin ? parsed.pathname + parsed.search : parsed.href;
}

/** The most of a body the log keeps: a panel, and the message that carries it, stay light. */
export const bodyLimit = 100_000;

function clip(body: string): string {
  return body.length <= bodyLimit
    ? body
    : `${body.slice(0, bodyLimit)}\n… ${body.length - bodyLimit} more characters not shown`;
}

/** How long after a request ended without a response it counts as a network error. */
const networkErrorGraceMs = 100;

function headersOf(headers: Headers): Record<string, string> {
  const result: Record<string, string> = {};
  headers.forEach((value, name) => {
    result[name] = value;
  });
  return result;
}

/**
 * Records every request the reader's code makes, in the order issued. Rows
 * are created synchronously when a request starts; bodies are read after,
 * so reading them never reorders the log.
 */
export class RequestRecorder {
  readonly entries: RequestLogEntry[] = [];
  private readonly answerers = new Map<string, Answerer>();
  private readonly started = new Map<string, number>();
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    /** Hears every change, with the entry that changed (so a listener can pass on only that). */
    private readonly onChange: (entries: readonly RequestLogEntry[], changed: RequestLogEntry) => void = () => {},
    private readonly now: () => number = () => performance.now(),
    /** The wall clock, for `startedAt` only: `now` measures durations, and may not be the epoch. */
    private readonly wallClock: () => number = () => Date.now(),
  ) {}

  private readonly ended = new Map<string, number>();

  /** Handed to the default backend and the network settings, which say which requests they answered. */
  answered = (requestId: string, by: Answerer): void => {
    this.answerers.set(requestId, by);
  };

  /** A request that got no response, only a network error. */
  private fail(entry: RequestLogEntry, error: string): void {
    entry.status = 0;
    entry.statusText = 'network error';
    entry.answeredBy = this.answerers.get(entry.id) ?? 'mocks.ts';
    entry.error = error;
    entry.durationMs = this.now() - (this.started.get(entry.id) ?? this.now());
    this.changed(entry);
  }

  attach(events: RequestEvents): void {
    events.on('request:start', ({request, requestId}) => {
      const url = new URL(request.url);
      this.started.set(requestId, this.now());
      const entry: RequestLogEntry = {
        id: requestId,
        method: request.method,
        url: url.href,
        path: url.pathname + url.search,
        startedAt: this.wallClock(),
        requestHeaders: headersOf(request.headers),
        requestBody: null,
        status: null,
        statusText: '',
        responseHeaders: {},
        responseBody: null,
        answeredBy: null,
        durationMs: null,
        error: null,
      };
      this.entries.push(entry);
      this.track(entry, request.clone().text(), (body) => {
        entry.requestBody = body ? clip(body) : null;
      });
      this.changed(entry);
    });
    const finish = ({response, requestId}: {response: Response; requestId: string}) => {
      const entry = this.entries.find((e) => e.id === requestId);
      if (!entry) return;
      if (response.type === 'error') return this.fail(entry, 'The request failed with a network error.');
      entry.status = response.status;
      entry.statusText = response.statusText;
      entry.responseHeaders = headersOf(response.headers);
      entry.answeredBy = this.answerers.get(requestId) ?? 'mocks.ts';
      entry.durationMs = this.now() - (this.started.get(requestId) ?? this.now());
      this.track(entry, response.clone().text(), (body) => {
        entry.responseBody = body ? clip(body) : null;
      });
      this.changed(entry);
    };
    events.on('response:mocked', finish);
    events.on('response:bypass', finish);
    events.on('request:end', ({requestId}) => {
      this.ended.set(requestId, this.now());
    });
    events.on('request:refused', ({requestId, reason}) => {
      const entry = this.entries.find((e) => e.id === requestId);
      if (entry) this.fail(entry, reason);
    });
    events.on('unhandledException', ({error, requestId}) => {
      const entry = this.entries.find((e) => e.id === requestId);
      if (!entry) return;
      entry.error = `The handler threw ${error.name}: ${error.message}`;
      this.changed(entry);
    });
  }

  /**
   * Resolves once every request has its response and bodies. msw reports no
   * response for a network error (`HttpResponse.error()`), only the end of
   * the request; such a request counts as failed a moment after it ended.
   */
  async settled(): Promise<void> {
    const waiting = () => this.entries.filter((e) => e.status === null && !e.error);
    while (this.pending.size > 0 || waiting().length > 0) {
      for (const entry of waiting()) {
        const endedAt = this.ended.get(entry.id);
        if (endedAt !== undefined && this.now() - endedAt > networkErrorGraceMs) {
          this.fail(entry, 'The request failed with a network error.');
        }
      }
      await Promise.race([...this.pending, new Promise((resolve) => setTimeout(resolve, 5))]);
    }
  }

  private track(entry: RequestLogEntry, body: Promise<string>, apply: (body: string) => void): void {
    const done = body
      .then(apply, () => apply(''))
      .finally(() => {
        this.pending.delete(done);
        this.changed(entry);
      });
    this.pending.add(done);
  }

  private changed(entry: RequestLogEntry): void {
    this.onChange(this.entries, entry);
  }
}
