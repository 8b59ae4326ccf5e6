/** JSON that any panel, or postMessage, can carry. */
export type Displayable =
  | string
  | number
  | boolean
  | null
  | Displayable[]
  | {[key: string]: Displayable};

/**
 * Turns store state into plain JSON that still says what it held:
 * `JSON.stringify` would silently drop the INVALID symbol of a deleted
 * entity, and would not say that a value was a Date.
 */
export function toDisplayable(value: unknown, seen = new WeakSet<object>()): Displayable {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (value === undefined) return 'undefined';
  if (typeof value === 'symbol') return `${value.description ?? 'symbol'} (symbol)`;
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'function') return `function ${value.name || '(anonymous)'}`;
  if (value instanceof Date) return `Date ${Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString()}`;
  if (seen.has(value)) return '(circular)';
  seen.add(value);
  if (value instanceof Error) {
    const error: Record<string, Displayable> = {name: value.name, message: value.message};
    const status = (value as Error & {status?: unknown}).status;
    if (status !== undefined) error.status = toDisplayable(status, seen);
    return error;
  }
  if (Array.isArray(value)) return value.map((item) => toDisplayable(item, seen));
  const result: Record<string, Displayable> = {};
  for (const [key, item] of Object.entries(value)) result[key] = toDisplayable(item, seen);
  return result;
}
