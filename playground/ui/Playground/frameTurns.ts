import {useCallback, useEffect, useRef, useState} from 'react';

/**
 * The runner frames of a page start one after another, the playground the
 * reader sees first. A frame shares the page's main thread: three frames
 * booting together (each parsing the runner's script, then starting msw)
 * made each of them, the first included, take as long as all three.
 * The next frame starts as soon as the one before says it is ready, or
 * after `bootLimitMs` if it never does (a frame that failed to load holds
 * up no other).
 */
export const bootLimitMs = 3000;

type Turn = {place: Element; start: () => void; timer?: number};

const waiting: Turn[] = [];
let booting: Turn | null = null;

function inView(element: Element): boolean {
  const {top, bottom} = element.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
}

function startNext() {
  if (booting || waiting.length === 0) return;
  // The first in view; else the first on the page (playgrounds register in page order).
  const index = Math.max(0, waiting.findIndex((turn) => inView(turn.place)));
  const [turn] = waiting.splice(index, 1);
  booting = turn!;
  turn!.timer = window.setTimeout(() => finish(turn!), bootLimitMs);
  turn!.start();
}

function finish(turn: Turn) {
  const index = waiting.indexOf(turn);
  if (index !== -1) waiting.splice(index, 1);
  if (booting !== turn) return;
  window.clearTimeout(turn.timer);
  booting = null;
  startNext();
}

/**
 * Whether this playground's frame may load yet, and `booted` to call when
 * the frame says it is ready (`useRunner` hears it), which ends its turn.
 * `place` says where the playground is on the page.
 */
export function useFrameTurn(place: React.RefObject<Element | null>): {mayLoad: boolean; booted: () => void} {
  const [mayLoad, setMayLoad] = useState(false);
  const turn = useRef<Turn | null>(null);
  useEffect(() => {
    const mine: Turn = {place: place.current ?? document.body, start: () => setMayLoad(true)};
    turn.current = mine;
    waiting.push(mine);
    // After the other playgrounds mounted in the same commit have lined up too.
    queueMicrotask(startNext);
    return () => finish(mine);
  }, [place]);
  const booted = useCallback(() => {
    if (turn.current) finish(turn.current);
  }, []);
  return {mayLoad, booted};
}
