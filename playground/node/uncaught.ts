import type {ConsoleLine} from '../core/consoleRecorder';
import {RunEndedError} from '../core/guards';
import {describeProblem, uncaughtLine} from '../guest/problems';

/**
 * The Node host's side of what the guest does with `error` and
 * `unhandledrejection` (guest/guest.tsx, `GuestRuns.uncaught`): while a run
 * is under way, what its code throws in a timer, a deferred fetch or a
 * promise nobody awaited ends it. `onLine` gets the Console line a browser
 * writes for it; `failure` rejects with the first such error (race it with
 * what the run awaits). Code of a run that has ended throws `RunEndedError`
 * into nothing. `stop` ends the listening.
 */
export function watchUncaught(onLine: (line: ConsoleLine) => void): {failure: Promise<never>; stop(): void} {
  let fail: (error: Error) => void = () => {};
  const failure = new Promise<never>((_resolve, reject) => (fail = reject));
  // Raced by the caller; unhandled only when nothing threw late, which is no failure.
  failure.catch(() => {});
  const report = (rejection: boolean) => (thrown: unknown) => {
    if (thrown instanceof RunEndedError) return;
    const problem = describeProblem(thrown, 'runtime');
    if ('message' in problem) onLine(uncaughtLine(problem, rejection));
    fail(thrown instanceof Error ? thrown : new Error(String(thrown)));
  };
  const onException = report(false);
  const onRejection = report(true);
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return {
    failure,
    stop() {
      process.off('uncaughtException', onException);
      process.off('unhandledRejection', onRejection);
    },
  };
}
