/**
 * Where the session keeps what a reader did in this browser (edits, the
 * run-as-you-type choice, tutorial progress): localStorage, or a stand-in in
 * Node tests. A module of its own: the sidebar's ticks (ui/Tasks/useProgress.ts)
 * read it on every docs page, and the saved edits' code only a playground needs.
 */
export type BrowserStorage = Pick<Storage, 'length' | 'key' | 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null where the browser refuses it (private modes, storage disabled). */
export function browserStorage(): BrowserStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
