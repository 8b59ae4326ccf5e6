import type {ConsoleLine} from '../core/consoleRecorder';
import type {PlaygroundFiles} from '../core/files';
import type {NetworkControls} from '../core/networkControls';
import type {RequestLogEntry} from '../core/requestRecorder';
import type {StoreSnapshot} from '../core/storeRecorder';

/**
 * Messages between a playground and its guest frame (sandboxed, origin
 * "null"), the only way the two talk. The page posts with target origin `*`
 * (a sandboxed frame has no origin to name) and sends nothing secret: files,
 * network settings, the colour mode. `network` carries the port to the relay.
 */
export type ToRunner =
  | {
      type: 'run';
      runId: number;
      files: PlaygroundFiles;
      controls: NetworkControls;
      /** What the build compiled of the files the reader has not changed: the frame needs no compiler for those. */
      compiled: Readonly<Record<string, string>>;
    }
  | {type: 'ping'; n: number}
  | {type: 'theme'; theme: 'light' | 'dark'}
  | {type: 'network'};

export type RunProblem = {
  /** What kind of failure, as the reader should read it. */
  kind: 'syntax' | 'runtime' | 'render' | 'setup' | 'runaway';
  message: string;
  file: string | null;
  line: number | null;
  column: number | null;
};

export type FromRunner =
  | {type: 'ready'}
  | {type: 'pong'; n: number}
  | {type: 'requests'; runId: number; entries: RequestLogEntry[]}
  | {type: 'snapshots'; runId: number; snapshots: StoreSnapshot[]}
  | {type: 'console'; runId: number; line: ConsoleLine}
  /** What main.ts's default export returned, as the console writes it; sent only when not `undefined`. */
  | {type: 'returned'; runId: number; text: string}
  | {type: 'status'; runId: number; status: 'running' | 'done'}
  | {type: 'routes'; runId: number; routes: string[]}
  | {type: 'problem'; runId: number; problem: RunProblem}
  | {type: 'height'; height: number};

/** What the relay tells the page that holds it (same origin, messages checked by origin). */
export type FromNetwork =
  | {type: 'network-ready'}
  /** The mock network cannot start here at all (no service workers); final. */
  | {type: 'network-unavailable'; message: string}
  /** msw's worker did not start or stopped serving this relay; the relay is reloaded. */
  | {type: 'network-failed'; message: string};

/** A request or response as it crosses between frames: plain data, the body as bytes. */
export type WireRequest = {
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
  credentials: RequestCredentials;
  mode: RequestMode;
  cache: RequestCache;
  redirect: RequestRedirect;
  referrerPolicy: ReferrerPolicy;
};

export type WireResponse = {status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer | null};

/** How the guest answers a request msw's worker handed to the relay. */
export type Answer =
  | {kind: 'response'; response: WireResponse}
  /** `HttpResponse.error()`: the fetch fails with a network error. */
  | {kind: 'network-error'}
  /** No handler answered, or one passed it through: the worker performs it as is. */
  | {kind: 'passthrough'};

/** Guest → relay, over the MessagePort the page hands both. */
export type ToRelay =
  | {type: 'fetch'; id: number; request: WireRequest}
  | {type: 'abort'; id: number}
  | {type: 'answer'; handleId: number; answer: Answer};

/** Relay → guest. */
export type FromRelay =
  | {type: 'response'; id: number; response: WireResponse}
  | {type: 'failed'; id: number; message: string}
  /** msw's worker intercepted one of the guest's requests (its `fetch` `id`): the guest's handlers answer it. */
  | {type: 'handle'; handleId: number; id: number; requestId: string; request: WireRequest}
  /** A passed-through request's real response, as msw reported it. */
  | {type: 'bypassed'; requestId: string; response: WireResponse};

/**
 * Starts what the runner frame writes to the browser's console with
 * console.error: React's report of an error an example's boundary caught,
 * the library's own warnings. The playground shows these in its panels; the
 * prefix tells a reader in devtools (and the tests) they are no fault of the
 * docs page.
 */
export const exampleLogPrefix = '[playground example]';

/**
 * The relay marks each request it carries for a guest in the URL's fragment
 * (`#playground-fetch-<relay>-<n>`): msw's worker keeps it, the network never
 * sees it. It also tells what the browser logs about such a request (a mocked
 * 404, a network error) from the site's own loads.
 */
export const relayMarkPrefix = 'playground-fetch-';
