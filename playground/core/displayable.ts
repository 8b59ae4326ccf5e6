/** JSON that any panel, or postMessage, can carry. */
export type Displayable = string | number | boolean | null | Displayable[] | {[key: string]: Displayable};

/**
 * Stands for `undefined` in Displayable data, which is JSON and has none: a
 * string no program writes by chance (it starts with an invisible separator),
 * so the panels can show `undefined` apart from the string "undefined".
 */
export const undefinedMark = '\u2063undefined';

/**
 * Turns store state into plain JSON that still says what it held:
 * `JSON.stringify` would silently drop the INVALID symbol of a deleted
 * entity, and would not say that a value was a Date. An object inside
 * itself is written `(circular)`; one met again elsewhere is written once,
 * and `(shown above)` where it comes again, so no shape of data can make the
 * copy grow without end.
 */
export function toDisplayable(value: unknown): Displayable {
  return displayable(value, new WeakSet<object>(), new WeakSet<object>());
}

function displayable(value: unknown, seen: WeakSet<object>, ancestors: WeakSet<object>): Displayable {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (value === undefined) return undefinedMark;
  if (typeof value === 'symbol') return `${value.description ?? 'symbol'} (symbol)`;
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'function') return `function ${value.name || '(anonymous)'}`;
  if (value instanceof Date) return `Date ${Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString()}`;
  if (ancestors.has(value)) return '(circular)';
  if (seen.has(value)) return '(shown above)';
  seen.add(value);
  ancestors.add(value);
  try {
    if (value instanceof Error) {
      const error: Record<string, Displayable> = {name: value.name, message: value.message};
      const status = (value as Error & {status?: unknown}).status;
      if (status !== undefined) error.status = displayable(status, seen, ancestors);
      return error;
    }
    if (Array.isArray(value)) return value.map((item) => displayable(item, seen, ancestors));
    const result: Record<string, Displayable> = {};
    for (const [key, item] of Object.entries(value)) result[key] = displayable(item, seen, ancestors);
    return result;
  } finally {
    ancestors.delete(value);
  }
}

/** Displayable data as JSON text with `undefined` written bare, as a JavaScript console writes it. */
export function displayableJson(value: Displayable, indent?: number): string {
  return JSON.stringify(value, null, indent).replaceAll(JSON.stringify(undefinedMark), 'undefined');
}

/** Displayable data with `undefined` back in its places, for a tree view that shows undefined as such. */
export function withUndefined(value: Displayable): unknown {
  if (value === undefinedMark) return undefined;
  if (Array.isArray(value)) return value.map(withUndefined);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withUndefined(item)]));
}
