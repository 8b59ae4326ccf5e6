import './browserGlobals';
import {createHash} from 'node:crypto';
import {parentPort} from 'node:worker_threads';
import {compileFiles} from '../core/compile';
import type {PlaygroundFiles} from '../core/files';
import type {NetworkControls} from '../core/networkControls';
import type {RecordedRun, Unrecorded} from '../core/recorded';
import {readExample, readNetworkControls} from './examples';
import {createNodeHost} from './nodeHost';
import {recordExample} from './record';

/** What the build asks of an example folder: its files and settings, and (for a playground) its run. */
export type ExampleRequest = {id: number; dir: string; record: boolean};
export type ExampleModule = {
  files: PlaygroundFiles;
  initialControls?: NetworkControls;
  recorded?: RecordedRun | Unrecorded;
  /** Its code files compiled, for its first run in the page (see runner/frame.tsx). */
  compiled?: Record<string, string>;
};
export type ExampleAnswer = {id: number; module: ExampleModule} | {id: number; error: string};

const host = createNodeHost();
/** Recordings by the files and settings they ran: the client and server builds ask for each page's examples alike. */
const recordings = new Map<string, Promise<RecordedRun | Unrecorded>>();
// What libraries print while the examples run (React's warnings, the reader's code's own) is not the build's to show.
for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) console[level] = () => {};

let queue = Promise.resolve();

/** One recording at a time: they share the one mock server and page origin. */
function record(files: PlaygroundFiles, controls: NetworkControls | undefined): Promise<RecordedRun | Unrecorded> {
  const key = createHash('sha256').update(JSON.stringify({files, controls})).digest('hex');
  let recording = recordings.get(key);
  if (!recording) {
    recording = queue.then(() => recordExample(files, host, controls));
    queue = recording.then(() => {});
    recordings.set(key, recording);
  }
  return recording;
}

async function answer({dir, record: wanted}: ExampleRequest): Promise<ExampleModule> {
  const files = readExample(dir);
  const initialControls = readNetworkControls(dir);
  if (!wanted) return {files};
  return {files, initialControls, recorded: await record(files, initialControls), compiled: compileFiles(files)};
}

parentPort!.on('message', (request: ExampleRequest) => {
  answer(request).then(
    (module) => parentPort!.postMessage({id: request.id, module} satisfies ExampleAnswer),
    (error: unknown) => parentPort!.postMessage({id: request.id, error: error instanceof Error ? error.message : String(error)} satisfies ExampleAnswer),
  );
});

// Code an example left running after its recording (a timer that fires after the run was
// stopped) may throw: that ends nothing here, and each recording has its own time limit.
process.on('uncaughtException', () => {});
process.on('unhandledRejection', () => {});
