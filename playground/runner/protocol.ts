import type {ConsoleLine} from '../core/consoleRecorder';
import type {PlaygroundFiles} from '../core/files';
import type {NetworkControls} from '../core/networkControls';
import type {RequestLogEntry} from '../core/requestRecorder';
import type {StoreSnapshot} from '../core/storeRecorder';

/** Messages between a playground and the runner frame it owns; the only way the two talk. */
export type ToRunner = {type: 'run'; runId: number; files: PlaygroundFiles; controls: NetworkControls};

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
  | {type: 'requests'; runId: number; entries: RequestLogEntry[]}
  | {type: 'snapshots'; runId: number; snapshots: StoreSnapshot[]}
  | {type: 'console'; runId: number; line: ConsoleLine}
  | {type: 'status'; runId: number; status: 'running' | 'done'}
  | {type: 'routes'; runId: number; routes: string[]}
  | {type: 'problem'; runId: number; problem: RunProblem}
  | {type: 'height'; height: number};

/**
 * Starts what the runner frame writes to the browser's console with
 * console.error: React's report of an error an example's boundary caught,
 * the library's own warnings. The playground shows these in its panels; the
 * prefix tells a reader in devtools (and the tests) they are no fault of the
 * docs page.
 */
export const exampleLogPrefix = '[playground example]';
