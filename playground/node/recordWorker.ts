import './browserGlobals';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parentPort} from 'node:worker_threads';
import {compileFiles} from '../core/compile';
import type {PlaygroundFiles} from '../core/files';
import type {NetworkSettings} from '../core/networkSettings';
import type {RecordedRun, Unrecorded} from '../core/recorded';
import type {Task} from '../core/tasks';
import {readExample, readNetworkSettings} from './examples';
import {createNodeHost} from './nodeHost';
import {recordExample} from './record';
import {recordingDependencies} from './recordingDependencies';

/**
 * What the build asks of an example folder: its files, and besides them
 * `run`: (a playground's) its network settings, its run and its compiled code;
 * `recorded`: its run alone (the Markdown for assistants, which runs nothing);
 * `solutions`: (a step's solution) its tasks' own solutions;
 * `tasks`: (a solution) its tasks' names, titles and statements.
 */
export type ExampleRequest = {id: number; dir: string; want: 'files' | 'run' | 'recorded' | 'solutions' | 'tasks'};
export type ExampleModule = {
  files: PlaygroundFiles;
  initialNetwork?: NetworkSettings;
  recorded?: RecordedRun | Unrecorded;
  /** Its code files compiled, for its first run in the page (see guest/guest.tsx). */
  compiled?: Record<string, string>;
  /** A step's solution: the files of each task that has a solution of its own (`tasks/<name>/`), by task name. */
  taskSolutions?: Record<string, PlaygroundFiles>;
  /** A solution's tasks (`tasks/index.ts`), in order, without their checks. */
  tasks?: TaskStatement[];
};
export type TaskStatement = Pick<Task, 'name' | 'title' | 'statement'>;
export type ExampleAnswer = {id: number; module: ExampleModule} | {id: number; error: string};

const host = createNodeHost();
/** Recordings by the files and settings they ran: the client and server builds ask for each page's examples alike. */
const recordings = new Map<string, Promise<RecordedRun | Unrecorded>>();
/**
 * Recordings kept between builds, beside the bundler's cache (`docusaurus
 * clear` and the bench's cold build remove both). A build whose pages come
 * from that cache records nothing while it bundles, but the Markdown for
 * assistants (src/plugins/llms.ts) still reads every playground's run: here
 * it finds them, rather than running them all again.
 */
const keptDir = path.resolve(__dirname, '../../node_modules/.cache/playground-recordings');
/** What a kept recording was made with besides its example: the files of `recordingDependencies`, and Node. */
const recorderHash = recordingDependencies()
  .reduce((hash, file) => hash.update(file).update(readFileSync(file)), createHash('sha256').update(process.version))
  .digest('hex');
// What libraries print while the examples run (React's warnings, the reader's code's own) is not the build's to show.
for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) console[level] = () => {};

let queue = Promise.resolve();

/** One recording at a time: they share the one mock server and page origin. */
function record(files: PlaygroundFiles, network: NetworkSettings | undefined): Promise<RecordedRun | Unrecorded> {
  const key = createHash('sha256').update(recorderHash).update(JSON.stringify({files, network})).digest('hex');
  let recording = recordings.get(key);
  if (!recording) {
    recording = queue.then(async () => {
      const kept = readKept(key);
      if (kept) return kept;
      const recorded = await recordExample(files, host, network);
      if (!('previewProblem' in recorded)) return recorded;
      const {previewProblem: _none, ...run} = recorded;
      keep(key, run);
      return run;
    });
    queue = recording.then(() => {});
    recordings.set(key, recording);
  }
  return recording;
}

function readKept(key: string): RecordedRun | null {
  const file = path.join(keptDir, `${key}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RecordedRun) : null;
}

/** A run, kept (not a failure to record: one that ran out of time on a busy machine may run next time). */
function keep(key: string, run: RecordedRun): void {
  mkdirSync(keptDir, {recursive: true});
  // Written beside and renamed: a file of this cache is never changed in place, nor read half written.
  const file = path.join(keptDir, `${key}.json`);
  writeFileSync(`${file}.${process.pid}`, JSON.stringify(run));
  renameSync(`${file}.${process.pid}`, file);
}

/** The folders in `<dir>/tasks/`: tasks whose solution is not the step's. */
function readTaskSolutions(dir: string): Record<string, PlaygroundFiles> {
  const tasksDir = path.join(dir, 'tasks');
  if (!existsSync(tasksDir)) return {};
  const folders = readdirSync(tasksDir).filter((name) => statSync(path.join(tasksDir, name)).isDirectory());
  return Object.fromEntries(folders.map((name) => [name, readExample(path.join(tasksDir, name))]));
}

/** The tasks of a solution folder, as its `tasks/index.ts` exports them (tsx resolves their `@site/` imports). */
function readTaskStatements(dir: string): TaskStatement[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the worker runs under tsx/cjs, whose require compiles TypeScript
  const {tasks} = require(path.join(dir, 'tasks')) as {tasks: Task[]};
  return tasks.map(({name, title, statement}) => ({name, title, statement}));
}

async function answer({dir, want}: ExampleRequest): Promise<ExampleModule> {
  const files = readExample(dir);
  if (want === 'files') return {files};
  if (want === 'solutions') return {files, taskSolutions: readTaskSolutions(dir)};
  if (want === 'tasks') return {files, tasks: readTaskStatements(dir)};
  const initialNetwork = readNetworkSettings(dir);
  const recorded = await record(files, initialNetwork);
  if (want === 'recorded') return {files, recorded};
  return {files, initialNetwork, recorded, compiled: compileFiles(files)};
}

parentPort!.on('message', (request: ExampleRequest) => {
  answer(request).then(
    (module) => parentPort!.postMessage({id: request.id, module} satisfies ExampleAnswer),
    (error: unknown) =>
      parentPort!.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies ExampleAnswer),
  );
});

// Code an example left running after its recording (a timer that fires after the run was
// stopped) may throw: that ends nothing here, and each recording has its own time limit.
process.on('uncaughtException', () => {});
process.on('unhandledRejection', () => {});
