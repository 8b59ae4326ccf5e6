/**
 * Why the guards (guards.ts) stop a run, and the words the page says it
 * with: a module of its own, without the guards' parser, since the page
 * words what a guest reports (guest/readMessage.ts) and loads nothing more
 * for it.
 */

/** How long the reader's code may hold the thread before the guard stops it. */
export const runLimitMs = 1000;

/** Why the guards stop a run. */
export const stopReasons = ['held-thread', 'timer-loop', 'out-of-memory'] as const;
export type StopReason = (typeof stopReasons)[number];

/**
 * What the reader reads for each reason: the page's words (a guest sends the reason, never text of
 * its own, for a stop). They give the cause only: the alert's heading already says "The run was stopped".
 */
export function stopMessage(reason: StopReason): string {
  switch (reason) {
    case 'held-thread':
      return `The code never let the page respond for ${runLimitMs / 1000} s: a loop or recursion that does not end?`;
    case 'timer-loop':
      return `Timers kept firing one after another, with no pause, for ${timerLoopMs / 1000} s: a setTimeout or setInterval loop that does not end?`;
    case 'out-of-memory':
      return 'The code ran out of memory: it asked for more than the browser gives a page (an array or string that grows without end?).';
  }
}

/**
 * How long a chain of timers set to fire at once (guards.ts, `createRunTimers`)
 * may keep firing before the run counts as a timer loop.
 */
export const timerLoopMs = 1000;
