import {CompileError} from '../core/compileError';
import {formatConsoleArgument, type ConsoleLine} from '../core/consoleRecorder';
import {RunawayError} from '../core/guards';
import {placeText} from '../core/place';
import {locateError} from '../core/run';
import type {GuestProblem} from './protocol';

/**
 * What a run's failure says, wherever it runs: in the guest (guest.tsx) and
 * in the Node host (the build's recordings, `npm run example`), alike. No DOM.
 */

/** What the browser says when an allocation fails: the code asked for more memory than a page gets. */
function isOutOfMemory(error: unknown): boolean {
  return error instanceof RangeError && /Array buffer allocation failed|Invalid string length/.test(error.message);
}

export function describeProblem(error: unknown, kind: 'runtime' | 'render'): GuestProblem {
  if (error instanceof CompileError) {
    return {
      kind: 'syntax',
      message: error.reason,
      file: error.file,
      line: error.line ?? null,
      column: error.column ?? null,
    };
  }
  const location = locateError(error);
  const place = {file: location?.file ?? null, line: location?.line ?? null, column: location?.column ?? null};
  if (error instanceof RunawayError) return {kind: 'stopped', reason: error.reason, ...place};
  if (isOutOfMemory(error)) return {kind: 'stopped', reason: 'out-of-memory', ...place};
  return {
    kind,
    message: error instanceof Error ? `${error.name}: ${error.message}` : formatConsoleArgument(error),
    ...place,
  };
}

/**
 * The console line a browser writes for what nobody caught: `Uncaught
 * ReferenceError: x is not defined`, `Uncaught (in promise) …` for a
 * rejection, with where in the reader's files it was thrown.
 */
export function uncaughtLine(problem: GuestProblem & {message: string}, rejection: boolean): ConsoleLine {
  const at = placeText(problem);
  const place = at ? ` (${at})` : '';
  return {level: 'error', text: `Uncaught ${rejection ? '(in promise) ' : ''}${problem.message}${place}`};
}
