import {useEffect, useRef, useState} from 'react';

/**
 * How near the window a playground must come to take its turn (take over from
 * its shell, load its frames, run): a window's height above or below it, so
 * that a reader scrolling at reading pace usually finds it live (its recorded
 * run shows until then).
 */
export const nearWindowMargin = '100% 0px';

/**
 * Calls `near` once, when `element` first comes within `margin` of the window
 * (at once where there is no element to watch or no IntersectionObserver, so
 * nothing waits forever); returns what stops the watch.
 */
export function whenNear(element: Element | null | undefined, margin: string, near: () => void): () => void {
  if (!element || typeof IntersectionObserver === 'undefined') {
    near();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      near();
    },
    {rootMargin: margin},
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Becomes true, and stays true, once the element `target` gives (read after
 * the render is committed) comes within `margin` of the window: early enough
 * that what loads then is ready when the reader scrolls to it.
 */
export function useNearWindow(target: () => Element | null | undefined, margin = nearWindowMargin): boolean {
  const [near, setNear] = useState(false);
  const latest = useRef(target);
  latest.current = target;
  useEffect(() => (near ? undefined : whenNear(latest.current(), margin, () => setNear(true))), [near, margin]);
  return near;
}
