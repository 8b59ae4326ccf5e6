import type {ConsoleLine} from '../core/consoleRecorder';
import {RunEndedError} from '../core/guards';
import {describeProblem, uncaughtLine} from '../runner/problems';

/** What the reader's code (or the library, React, msw on its behalf) threw where nobody caught it. */
export type Uncaught = {error: Error; line: ConsoleLine | null};

/**
 * The Node host's side of what the guest does with `error` and
 * `unhandledrejection` (runner/frame.tsx, `FrameRuns.uncaught`): while a run
 * is under way, what its code throws in a timer, a deferred fetch or a
 * promise nobody awaited reaches `on` with the Console line a browser writes
 * for it. Code of a run that has ended throws `RunEndedError` into nothing.
 * Returns what stops listening.
 */
export function watchUncaught(on: (uncaught: Uncaught) => void): () => void {
  const report = (rejection: boolean) => (thrown: unknown) => {
    if (thrown instanceof RunEndedError) return;
    const problem = describeProblem(thrown, 'runtime');
    const error = thrown instanceof Error ? thrown : new Error(String(thrown));
    on({error, line: 'message' in problem ? uncaughtLine(problem, rejection) : null});
  };
  const onException = report(false);
  const onRejection = report(true);
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
  };
}
