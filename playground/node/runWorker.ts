import {parentPort, workerData} from 'node:worker_threads';
import type {ConsoleLine} from '../core/consoleRecorder';
import type {PlaygroundFiles} from '../core/files';
import {startRun} from '../core/run';
import {createNodeHost} from './nodeHost';
import {recordExample} from './record';
import type {WorkerRunResult} from './runInWorker';
import {watchUncaught} from './uncaught';

/** The worker side of `runInWorker`: each run in turn, what it logged and how it ended. */
async function runAll(runs: PlaygroundFiles[], how: 'run' | 'record'): Promise<WorkerRunResult[]> {
  const host = createNodeHost();
  // Loaded (which takes seconds on a busy machine): the deadline counts from here.
  parentPort!.postMessage('started');
  const results: WorkerRunResult[] = [];
  try {
    for (const files of runs) {
      if (how === 'record') {
        const recorded = await recordExample(files, host);
        results.push(
          'unrecorded' in recorded
            ? {lines: [], error: {name: 'Unrecorded', message: recorded.unrecorded}}
            : {lines: recorded.console.map((line) => `${line.level}: ${line.text}`), error: null},
        );
        continue;
      }
      const lines: string[] = [];
      const log = (line: ConsoleLine) => lines.push(`${line.level}: ${line.text}`);
      // Thrown where nobody caught it: in the Console as the guest writes it, and the run's end.
      const uncaught = watchUncaught(log);
      try {
        const run = await Promise.race([startRun(files, host, {onConsole: log}), uncaught.failure]);
        try {
          await Promise.race([run.settled(), uncaught.failure]);
        } finally {
          run.stop();
        }
        results.push({lines, error: null});
      } catch (error) {
        const {name, message} = error instanceof Error ? error : new Error(String(error));
        results.push({lines, error: {name, message}});
      } finally {
        uncaught.stop();
      }
    }
  } finally {
    host.close();
  }
  return results;
}

const {runs, how} = workerData as {runs: PlaygroundFiles[]; how: 'run' | 'record'};
void runAll(runs, how).then((results) => parentPort!.postMessage(results));
