import type {Displayable} from './displayable';

function isRecord(value: Displayable | undefined): value is {[key: string]: Displayable} {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The paths (`entities.Todo.1.completed`) whose values differ between two
 * store snapshots, deepest first where a whole branch is new. At most
 * `limit` of them: a reader scans a list, not a thousand lines.
 */
export function changedPaths(before: Displayable | undefined, after: Displayable | undefined, limit = 50): string[] {
  const changes: string[] = [];
  const walk = (a: Displayable | undefined, b: Displayable | undefined, path: string) => {
    if (changes.length >= limit) return;
    if (isRecord(a) && isRecord(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        walk(a[key], b[key], path ? `${path}.${key}` : key);
      }
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b)) changes.push(path || '(whole store)');
  };
  walk(before, after, '');
  return changes;
}

/** An endpoint key as @data-client writes it (`GET /todos`) names the request it came from. */
export function actionMatchesRequest(
  key: string | null,
  request: {method: string; url: string; path: string},
): boolean {
  return key === `${request.method} ${request.path}` || key === `${request.method} ${request.url}`;
}
