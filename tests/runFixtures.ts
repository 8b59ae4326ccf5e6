/**
 * What the Node tests of a run share (playground/core/run.test.ts and
 * runReports.test.ts): a resource module, and a run taken to its end.
 */
import type {PlaygroundFiles} from '../playground/core/files';
import {startRun, type RunHost, type RunOptions} from '../playground/core/run';

/** `resources.ts` of the runs: a Todo entity and its resource at `/todos/:id`. */
export const todoResources = `
import {Entity, createResource} from '@data-client/rest';
export class Todo extends Entity {
  id = 0;
  title = '';
  pk() { return \`\${this.id}\`; }
  static key = 'Todo';
}
export const TodoResource = createResource({path: '/todos/:id', schema: Todo});
`;

/** A run of `files` to its end (settled, then stopped): its console lines, its request log, the run. */
export async function runToEnd(files: PlaygroundFiles, host: RunHost, options: RunOptions = {}) {
  const lines: string[] = [];
  const run = await startRun(files, host, {onConsole: (line) => lines.push(`${line.level}: ${line.text}`)}, options);
  await run.settled();
  run.stop();
  const log = run.requests.entries.map((e) => `${e.method} ${e.path} ${e.status} ${e.answeredBy}`);
  return {run, lines, log};
}
