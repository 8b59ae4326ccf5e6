/**
 * Runs one example folder in Node and prints what its expect.json should hold
 * (console output and the actions go to stderr). For writing and checking
 * examples: `npm run example -- docs/getting-started/examples/todo-program`.
 */
import path from 'node:path';
import {startRun} from '../core/run';
import {observedExpectations, readExample, readNetworkSettings} from './examples';
import {createNodeHost} from './nodeHost';
import {watchUncaught} from './uncaught';

async function main(dir: string) {
  const host = createNodeHost();
  // Thrown where nobody caught it (a timer, a deferred fetch, a promise nobody awaited): the run's end, as in the page.
  const uncaught = watchUncaught((line) => process.stderr.write(`console.${line.level}: ${line.text}\n`));
  try {
    const console: string[] = [];
    const starting = startRun(
      readExample(path.resolve(dir)),
      host,
      {
        onConsole: (line) => {
          console.push(line.text);
          process.stderr.write(`console.${line.level}: ${line.text}\n`);
        },
      },
      {network: readNetworkSettings(path.resolve(dir))},
    );
    const run = await Promise.race([starting, uncaught.failure]);
    if (run.returned !== null) process.stderr.write(`main() returned: ${run.returned}\n`);
    try {
      await Promise.race([run.settled(), uncaught.failure]);
    } finally {
      run.stop();
    }
    for (const {action} of run.store.snapshots.slice(1)) {
      process.stderr.write(`action: ${action?.type} ${action?.key ?? ''}\n`);
    }
    // Console lines are a claim only when the page relies on them: keep "console" in expect.json then, drop it otherwise.
    process.stdout.write(`${JSON.stringify(observedExpectations(run, console), null, 2)}\n`);
  } finally {
    uncaught.stop();
    host.close();
  }
}

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('usage: npm run example -- <example folder>\n');
  process.exit(2);
}
main(dir).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
