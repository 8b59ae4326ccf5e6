/**
 * The runner frames of a page start one after another, the playground the
 * reader sees first. Three frames booting together (each parsing the
 * runner's script, then starting msw) made each of them, the first
 * included, take as long as all three. The next frame starts as soon as the
 * one before says it is ready, or after `bootLimitMs` if it never does (a
 * frame that failed to load holds up no other).
 */
export const bootLimitMs = 3000;

export type FrameTurn = {
  /** Whether the playground is in view now: the first in view goes first. */
  inView(): boolean;
  /** This playground's frames may load. */
  start(): void;
};

type Waiting = FrameTurn & {timer?: ReturnType<typeof setTimeout>};

const waiting: Waiting[] = [];
let booting: Waiting | null = null;

function startNext() {
  if (booting || waiting.length === 0) return;
  // The first in view; else the first on the page (playgrounds line up in page order).
  const index = Math.max(0, waiting.findIndex((turn) => turn.inView()));
  const [turn] = waiting.splice(index, 1);
  booting = turn!;
  turn!.timer = setTimeout(() => finish(turn!), bootLimitMs);
  turn!.start();
}

function finish(turn: Waiting) {
  const index = waiting.indexOf(turn);
  if (index !== -1) waiting.splice(index, 1);
  if (booting !== turn) return;
  clearTimeout(turn.timer);
  booting = null;
  startNext();
}

/** Lines a playground up for its turn; `done` ends it (its frames are ready, or it left the page). */
export function takeFrameTurn(turn: FrameTurn): {done(): void} {
  const mine: Waiting = {...turn};
  waiting.push(mine);
  // After the other playgrounds mounted in the same commit have lined up too.
  queueMicrotask(startNext);
  return {done: () => finish(mine)};
}
