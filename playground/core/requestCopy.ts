import type {RequestLogEntry} from './requestRecorder';

/** The part of a logged request that a copy repeats: what was sent, nothing of the answer. */
export type SentRequest = Pick<RequestLogEntry, 'method' | 'url' | 'requestHeaders' | 'requestBody'>;

/** A word for a POSIX shell: inside single quotes nothing is special but the quote itself, closed, escaped and reopened. */
function shellWord(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * The request as a curl command, one option per line. `--data-raw` sends the
 * body as is (`--data` would read a file for a body starting with `@`).
 */
export function asCurl(request: SentRequest): string {
  const parts = [`curl -X ${shellWord(request.method)} ${shellWord(request.url)}`];
  for (const [name, value] of Object.entries(request.requestHeaders)) {
    parts.push(`-H ${shellWord(`${name}: ${value}`)}`);
  }
  if (request.requestBody !== null) parts.push(`--data-raw ${shellWord(request.requestBody)}`);
  return parts.join(' \\\n  ');
}

/** The request as a `fetch()` call; every string is a JSON string, which is also a JavaScript one. */
export function asFetch(request: SentRequest): string {
  const headers = Object.entries(request.requestHeaders);
  const lines = [`  method: ${JSON.stringify(request.method)},`];
  if (headers.length > 0) {
    lines.push('  headers: {');
    for (const [name, value] of headers) lines.push(`    ${JSON.stringify(name)}: ${JSON.stringify(value)},`);
    lines.push('  },');
  }
  if (request.requestBody !== null) lines.push(`  body: ${JSON.stringify(request.requestBody)},`);
  return `await fetch(${JSON.stringify(request.url)}, {\n${lines.join('\n')}\n});`;
}
