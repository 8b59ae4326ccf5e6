/**
 * The guest frames of a page start one after another, the playground the
 * reader sees first. Three frames booting together (each parsing the
 * guest's script, then starting msw) made each of them, the first
 * included, take as long as all three. The next frame starts as soon as the
 * one before is ready and has ended its first run (booting frames slowed
 * that run too), or after `bootLimitMs` if it never does (a frame that failed
 * to load holds up no other).
 *
 * Only playgrounds near the window take their turn: one further away waits,
 * showing its recorded run, until the reader scrolls near it (`cameNear`).
 * A long page's frames cost seconds of processor time each (their scripts,
 * msw, the run), which a reader who reads one section would pay for all.
 */
export const bootLimitMs = 3000;

export type GuestTurn = {
  /** Whether the playground is in view now: the first in view goes first. */
  inView(): boolean;
  /** Whether the playground is near the window (in view or about to be): only such a playground takes its turn. */
  near(): boolean;
  /** This playground's frames may load. */
  start(): void;
  /** The page started this playground's frames before it mounted: it goes first, as it is booting already. */
  early?: boolean;
};

type Waiting = GuestTurn & {timer?: ReturnType<typeof setTimeout>};

const waiting: Waiting[] = [];
let booting: Waiting | null = null;

function startNext() {
  if (booting || waiting.length === 0) return;
  // The one booting early; else the first in view; else the first near it (playgrounds line up in page order).
  const index = [
    waiting.findIndex((turn) => turn.early),
    waiting.findIndex((turn) => turn.inView()),
    waiting.findIndex((turn) => turn.near()),
  ].find((found) => found !== -1);
  // None near the window: the next turn comes when one is.
  if (index === undefined) return;
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

export type TakenTurn = {
  /**
   * Its frames are ready (and its first run is over), which they may be
   * before its turn came, when the page started them early: then it need not
   * wait, and may load frames from now on. Ends the turn.
   */
  ready(): void;
  /** The playground left the page: ends the turn. */
  leave(): void;
  /** The playground came near the window: its turn may come now. */
  cameNear(): void;
};

/** Lines a playground up for its turn. */
export function takeGuestTurn(turn: GuestTurn): TakenTurn {
  const mine: Waiting = {...turn};
  waiting.push(mine);
  // After the other playgrounds mounted in the same commit have lined up too.
  queueMicrotask(startNext);
  return {
    ready: () => {
      const beforeItsTurn = waiting.includes(mine);
      finish(mine);
      if (beforeItsTurn) mine.start();
    },
    leave: () => finish(mine),
    cameNear: startNext,
  };
}
