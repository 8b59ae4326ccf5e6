import type {Displayable} from './displayable';

function isRecord(value: Displayable | undefined): value is {[key: string]: Displayable} {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Bookkeeping parts of the store, where a change is named by its record, not by each timestamp in it. */
const bookkeeping = new Set(['entityMeta', 'meta']);

/**
 * The paths (`entities.Todo.1.completed`) whose values differ between two
 * store snapshots; a new branch is named whole, and a change in `meta` or
 * `entityMeta` by its record. At most `limit` of them: a reader scans a
 * list, not a thousand lines.
 */
export function changedPaths(before: Displayable | undefined, after: Displayable | undefined, limit = 50): string[] {
  const changes = new Set<string>();
  const walk = (a: Displayable | undefined, b: Displayable | undefined, path: string[]) => {
    if (changes.size >= limit) return;
    const summarized = bookkeeping.has(path[0]!) && path.length === 3;
    if (isRecord(a) && isRecord(b) && !summarized) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) walk(a[key], b[key], [...path, key]);
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b)) changes.add(path.join('.') || '(whole store)');
  };
  walk(before, after, []);
  return [...changes];
}

/** An endpoint key as @data-client writes it (`GET /todos`) names the request it came from. */
export function actionMatchesRequest(
  key: string | null,
  request: {method: string; url: string; path: string},
): boolean {
  return key === `${request.method} ${request.path}` || key === `${request.method} ${request.url}`;
}
