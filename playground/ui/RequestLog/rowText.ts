import type {RequestLogEntry} from '../../core/requestRecorder';

/** A request's status as the log shows it: the code, "failed" for a request that got no response, "…" while it waits for one. */
export function requestStatus(entry: Pick<RequestLogEntry, 'status'>): string {
  return entry.status === 0 ? 'failed' : String(entry.status ?? '…');
}

/** How long a request took, in whole milliseconds ("12 ms"); empty while it has no response. */
export function requestDuration(entry: Pick<RequestLogEntry, 'durationMs'>): string {
  return entry.durationMs === null ? '' : `${Math.round(entry.durationMs)} ms`;
}

/** A JSON body laid out two spaces deep, as the store's JSON is; any other body (or one cut short) as sent; "(empty)" for none. */
export function readableBody(body: string | null): string {
  if (body === null) return '(empty)';
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** A URL cut after each `/`, `?` and `&`, the places it may wrap at (it broke anywhere: "/todo s/1"). */
export function urlParts(url: string): string[] {
  // A URL holds no newline.
  return url.replace(/[/?&]/g, '$&\n').split('\n');
}

/** Request headers one a line, `name: value`, or "(none)". */
export function headerLines(headers: Record<string, string>): string {
  const entries = Object.entries(headers);
  return entries.length ? entries.map(([name, value]) => `${name}: ${value}`).join('\n') : '(none)';
}
