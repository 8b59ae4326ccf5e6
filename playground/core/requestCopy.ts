import type {RequestLogEntry} from './requestRecorder';

/** The part of a logged request that a copy repeats: what was sent, nothing of the answer. */
export type SentRequest = Pick<RequestLogEntry, 'method' | 'url' | 'requestHeaders' | 'requestBody'>;

/** Characters a terminal acts on when they are pasted (^C, ^D, ^Z, Esc, ...), line breaks, DEL and the C1 controls. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A word for a POSIX shell. Inside single quotes nothing is special but the
 * quote itself (closed, escaped and reopened). A word holding a control
 * character is written as bash's `$'…'`, each such character escaped, as
 * browsers' "Copy as cURL" does: raw, a pasted ^C ends the line at the
 * terminal and what follows it runs as a command of its own.
 */
function shellWord(text: string): string {
  if (!controlCharacters.test(text)) return `'${text.replace(/'/g, `'\\''`)}'`;
  const escaped = Array.from(text, (char) => {
    const code = char.codePointAt(0)!;
    if (char === '\\') return '\\\\';
    if (char === "'") return "\\'";
    if (char === '\n') return '\\n';
    if (char === '\r') return '\\r';
    if (char === '\t') return '\\t';
    // `!`: no history expansion, whatever the shell's settings.
    if (char === '!') return '\\x21';
    if (code < 0x20 || code === 0x7f) return `\\x${code.toString(16).padStart(2, '0')}`;
    if (code >= 0x80 && code <= 0x9f) return `\\u${code.toString(16).padStart(4, '0')}`;
    return char;
  });
  return `$'${escaped.join('')}'`;
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
