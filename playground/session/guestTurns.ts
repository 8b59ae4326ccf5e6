/**
 * The guest frames of a page start one after another, the playground the
 * reader sees first. Three frames booting together (each parsing the
 * guest's script, then starting msw) made each of them, the first
 * included, take as long as all three. The next frame starts as soon as the
 * one before is ready and has ended its first run (booting frames slowed
 * that run too), or after `bootLimitMs` if it never does (a frame that failed
 * to load holds up no other).
 */
export const bootLimitMs = 3000;

export type GuestTurn = {
  /** Whether the playground is in view now: the first in view goes first. */
  inView(): boolean;
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
  // The one booting early; else the first in view; else the first on the page (playgrounds line up in page order).
  const early = waiting.findIndex((turn) => turn.early);
  const index =
    early !== -1
      ? early
      : Math.max(
          0,
          waiting.findIndex((turn) => turn.inView()),
        );
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

/**
 * Lines a playground up for its turn. `ready` ends it: its frames are ready
 * (and its first run is over), which they may be before its turn came, when
 * the page started them early: then it need not wait, and may load frames
 * from now on. `leave` ends it too: the playground left the page.
 */
export function takeGuestTurn(turn: GuestTurn): {ready(): void; leave(): void} {
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
  };
}
