import type {BrowserStorage} from './storage';

/** localStorage as a map, in the order keys were set: the storage Node tests hand the session's modules. */
export function memoryStorage(entries: Record<string, string> = {}): BrowserStorage & {items: Map<string, string>} {
  const items = new Map(Object.entries(entries));
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
