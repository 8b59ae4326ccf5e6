import type {ConsoleLine} from '../core/consoleRecorder';
import type {StopReason} from '../core/stops';
import type {PlaygroundFiles} from '../core/files';
import type {NetworkSettings} from '../core/networkSettings';
import type {RequestLogEntry} from '../core/requestRecorder';
import type {StoreSnapshot} from '../core/storeRecorder';

/**
 * The page's first and only message to a guest frame's window: sent once,
 * when the frame element has loaded the document the page gave it, with the
 * port every later message goes through, both ways. A document the frame
 * loads after that one (the code navigated or reloaded its frame) never has
 * the port: the page discards that frame, unheard. Posted with target origin
 * `*` (a sandboxed frame has no origin to name); nothing secret crosses.
 */
export type GuestHandshake = {type: 'connect'};

/**
 * The guest's document is going (its frame is navigating away, or
 * reloading): said on `pagehide`, as the new document commits, which may be
 * long before that document's `load`. The page's end of the channel takes
 * it as the frame's second document (guestChannel.ts); forged, it only gets
 * the guest's own frame discarded.
 */
export const guestLeaving = {type: 'leaving'} as const;

/**
 * Messages from a playground to its guest frame (sandboxed, origin "null"),
 * over the handshake's port: files, network settings, the colour mode.
 * `relay` carries the port to the relay.
 */
export type ToGuest =
  | {
      type: 'run';
      runId: number;
      files: PlaygroundFiles;
      network: NetworkSettings;
      /** What the build compiled of the files the reader has not changed: the frame needs no compiler for those. */
      compiled: Readonly<Record<string, string>>;
    }
  | {type: 'ping'; n: number}
  | {type: 'theme'; theme: 'light' | 'dark'}
  | {type: 'relay'};

/** Where in the reader's files a problem is, when the guest knows. */
export type ProblemPlace = {file: string | null; line: number | null; column: number | null};

/** Failures of the code a guest reports: the code's own error text, or a stop by its guards. */
export const codeFailureKinds = ['syntax', 'runtime', 'render'] as const;
export type GuestProblem =
  | ({kind: (typeof codeFailureKinds)[number]; message: string} & ProblemPlace)
  /** A stop by the guest's guards: the page words the reason (`stopMessage`), so a guest sends no text of its own for one. */
  | ({kind: 'stopped'; reason: StopReason} & ProblemPlace);

/**
 * A problem as the panels show it. `voice` says whose words `message` is:
 * `code`, what the reader's (or a link's) code threw, shown as its output;
 * `page`, the site's own sentence (a stop, a frame discarded).
 */
export type RunProblem = {
  kind: 'syntax' | 'runtime' | 'render' | 'runaway';
  voice: 'code' | 'page';
  message: string;
} & ProblemPlace;

export type FromGuest =
  | {type: 'ready'}
  /** `heap`: the frame's JavaScript heap, used and its limit in bytes, where the browser says (a stall near the limit is memory running out). */
  | {type: 'pong'; n: number; heap: {used: number; limit: number} | null}
  | {type: 'requests'; runId: number; entries: RequestLogEntry[]}
  | {type: 'snapshots'; runId: number; snapshots: StoreSnapshot[]}
  | {type: 'console'; runId: number; line: ConsoleLine}
  /** What main.ts's default export returned, as the console writes it; sent only when not `undefined`. */
  | {type: 'returned'; runId: number; text: string}
  | {type: 'status'; runId: number; status: 'running' | 'done'}
  | {type: 'routes'; runId: number; routes: string[]}
  | {type: 'problem'; runId: number; problem: GuestProblem}
  | {type: 'height'; height: number};

/** What the relay tells the page that holds it (same origin, messages checked by origin). */
export type RelayReport =
  | {type: 'relay-ready'}
  /** The mock network cannot start here at all (no service workers); final. */
  | {type: 'relay-unavailable'; message: string}
  /** msw's worker did not start or stopped serving this relay; the relay is reloaded. */
  | {type: 'relay-failed'; message: string};

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

/**
 * How the guest answers a request msw's worker handed to the relay. There is
 * no passthrough: the playground has no real network. A handler that passes a
 * request through (or none that answers it) ends it as a network error, and
 * the relay takes anything else it is told for one too.
 */
export type Answer =
  | {kind: 'response'; response: WireResponse}
  /** `HttpResponse.error()`, `passthrough()`, `bypass()`: the fetch fails with a network error. */
  | {kind: 'network-error'};

/** What the request log says of a request a handler passed through. */
export const passthroughRefused =
  'passthrough: the playground has no real network, so a request a handler passes through fails as a network error.';

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
  | {type: 'handle'; handleId: number; id: number; requestId: string; request: WireRequest};

/**
 * Starts what the guest frame writes to the browser's console with
 * console.error: React's report of an error an example's boundary caught,
 * the library's own warnings. The playground shows these in its panels; the
 * prefix tells a reader in devtools (and the tests) they are no fault of the
 * docs page.
 */
export const exampleLogPrefix = '[playground example]';

/**
 * The relay carries each request of a guest as a fetch of its own address
 * (same origin, so nothing a guest asks for can name another host), marked in
 * the fragment (`#playground-fetch-<relay>-<n>`): msw's worker keeps the
 * fragment, the network never sees it. It also tells what the browser logs
 * about such a request (a mocked 404, a network error) from the site's own
 * loads.
 */
export const relayMarkPrefix = 'playground-fetch-';
