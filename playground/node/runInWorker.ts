import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {PlaygroundFiles} from '../core/files';

export type WorkerRunResult = {lines: string[]; error: {name: string; message: string} | null};

/**
 * Runs playgrounds one after another in Node, in a worker thread that is
 * ended from outside `deadlineMs` after it has loaded. For tests of code that could hold the
 * thread forever (the loop guard's): if the guard fails, an endless loop
 * would block the test runner's own event loop, and with it every timeout,
 * so `npm test` would hang without a word. Here it fails in seconds, saying so.
 */
export function runInWorker(
  runs: PlaygroundFiles[],
  deadlineMs = 10_000,
  /** `record`: as the build records each (record.ts): its console, and why it was not recorded as `error`. */
  how: 'run' | 'record' = 'run',
): Promise<WorkerRunResult[]> {
  // tsx's require hook loads the worker's TypeScript: a worker does not inherit the loader its parent registered.
  const script = `require('tsx/cjs'); require(${JSON.stringify(path.join(__dirname, 'runWorker.ts'))});`;
  const worker = new Worker(script, {eval: true, workerData: {runs, how}});
  return new Promise((resolve, reject) => {
    let deadline: ReturnType<typeof setTimeout> | undefined;
    // From when the worker has loaded, not from its start: loading alone can take seconds on a busy machine.
    worker.on('message', (message: 'started' | WorkerRunResult[]) => {
      if (message === 'started') {
        deadline = setTimeout(() => {
          void worker.terminate();
          reject(
            new Error(
              `The code was still running after ${deadlineMs / 1000} s and had to be ended from outside: nothing in the run stopped it (is the loop guard off?)`,
            ),
          );
        }, deadlineMs);
        return;
      }
      clearTimeout(deadline);
      void worker.terminate();
      resolve(message);
    });
    worker.once('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
  });
}
