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

/** What the reader reads for each reason: the page's words (a guest sends the reason, never text of its own, for a stop). */
export function stopMessage(reason: StopReason): string {
  switch (reason) {
    case 'held-thread':
      return `Stopped after ${runLimitMs / 1000} s in which the code never let the page respond: a loop or recursion that does not end?`;
    case 'timer-loop':
      return `Stopped: timers fired more than ${timerCallbackLimit} times in one second (a setTimeout or setInterval loop that does not end?).`;
    case 'out-of-memory':
      return 'The code ran out of memory: it asked for more than the browser gives a page (an array or string that grows without end?).';
  }
}

/**
 * How many timer callbacks of one run may fire within a second before the
 * run counts as a timer loop. Browsers hold a chain of `setTimeout(f, 0)` to
 * about 250 a second; a polling interval is far slower.
 */
export const timerCallbackLimit = 200;
