import {parentPort, workerData} from 'node:worker_threads';
import type {PlaygroundFiles} from '../core/files';
import {startRun} from '../core/run';
import {createNodeHost} from './nodeHost';
import type {WorkerRunResult} from './runInWorker';

/** The worker side of `runInWorker`: each run in turn, what it logged and how it ended. */
async function runAll(runs: PlaygroundFiles[]): Promise<WorkerRunResult[]> {
  const host = createNodeHost();
  // Loaded (which takes seconds on a busy machine): the deadline counts from here.
  parentPort!.postMessage('started');
  const results: WorkerRunResult[] = [];
  try {
    for (const files of runs) {
      const lines: string[] = [];
      try {
        const run = await startRun(files, host, {onConsole: (line) => lines.push(`${line.level}: ${line.text}`)});
        await run.settled();
        run.stop();
        results.push({lines, error: null});
      } catch (error) {
        const {name, message} = error instanceof Error ? error : new Error(String(error));
        results.push({lines, error: {name, message}});
      }
    }
  } finally {
    host.close();
  }
  return results;
}

void runAll((workerData as {runs: PlaygroundFiles[]}).runs).then((results) => parentPort!.postMessage(results));
