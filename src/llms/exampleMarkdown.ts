import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Code, List, Paragraph, PhrasingContent, RootContent} from 'mdast';
import {displayableJson, type Displayable} from '../../playground/core/displayable';
import {fileKind, type PlaygroundFiles} from '../../playground/core/files';
import {isRecordedRun, recordedOrigin, type RecordedRun, type Unrecorded} from '../../playground/core/recorded';
import {shownUrl, type RequestLogEntry} from '../../playground/core/requestRecorder';
import {networkFile} from '../../playground/node/examples';

/** The most of a request body a request's line quotes. */
const bodyQuoteLimit = 200;

/**
 * An example's files as fenced code blocks, each titled with its file name,
 * its text unchanged: the block's content is the file, byte for byte (a
 * fenced block ends its last line itself, so the file's final newline is
 * the block's).
 */
export function fileBlocks(files: PlaygroundFiles): Code[] {
  return Object.entries(files).map(([name, text]) => fileBlock(name, text));
}

function fileBlock(name: string, text: string): Code {
  const kind = fileKind(name);
  return {type: 'code', lang: kind === 'text' ? 'text' : kind, meta: `title="${name}"`, value: text.replace(/\n$/, '')};
}

/** The network settings a playground opens with (its `network.json`, not a tab: the Network panel shows them). */
export function networkBlocks(dir: string): RootContent[] {
  const file = path.join(dir, networkFile);
  if (!existsSync(file)) return [];
  return [
    paragraph([
      {type: 'text', value: 'It opens with these network settings, which its Network panel shows and changes:'},
    ]),
    fileBlock(networkFile, readFileSync(file, 'utf8')),
  ];
}

/** What a playground's run did, as the build recorded it: its requests, console, and the store it left. */
export function runSummary(recorded: RecordedRun | Unrecorded | undefined): RootContent[] {
  if (!isRecordedRun(recorded)) {
    const why = recorded ? ` (${recorded.unrecorded})` : '';
    return [
      paragraph([
        {
          type: 'text',
          value: `Its run could not be recorded when the site was built${why}: the page shows its requests and store once it runs there.`,
        },
      ]),
    ];
  }
  const summary: RootContent[] = [label('Requests', 'of the run recorded when the site was built')];
  summary.push(
    recorded.requests.length === 0 ? paragraph([{type: 'text', value: 'None.'}]) : requestList(recorded.requests),
  );
  const printed = recorded.console.map((line) => (line.level === 'log' ? line.text : `[${line.level}] ${line.text}`));
  if (recorded.returned !== null) printed.push(`main() returned: ${recorded.returned}`);
  if (printed.length > 0) summary.push(label('Console', null), {type: 'code', lang: 'text', value: printed.join('\n')});
  summary.push(label('Store after the run', '`entities` and `results`; of `meta`, what is not a time'), {
    type: 'code',
    lang: 'json',
    value: displayableJson(finalStore(recorded), 2),
  });
  return summary;
}

function requestList(requests: RequestLogEntry[]): List {
  return {
    type: 'list',
    ordered: true,
    spread: false,
    children: requests.map((request) => ({
      type: 'listItem',
      spread: false,
      children: [paragraph(requestLine(request))],
    })),
  };
}

/** `GET /todos` → 200, as the request log's row reads, with who answered when it was not the default backend, and the body sent. */
function requestLine(request: RequestLogEntry): PhrasingContent[] {
  const answer =
    request.status === null
      ? request.error
        ? `no response (${request.error})`
        : 'no response'
      : String(request.status);
  const by = request.answeredBy && request.answeredBy !== 'default backend' ? ` (${request.answeredBy})` : '';
  const line: PhrasingContent[] = [
    {type: 'inlineCode', value: `${request.method} ${shownUrl(request.url, recordedOrigin)}`},
    {type: 'text', value: ` → ${answer}${by}`},
  ];
  if (request.requestBody) {
    const body =
      request.requestBody.length > bodyQuoteLimit
        ? `${request.requestBody.slice(0, bodyQuoteLimit)}…`
        : request.requestBody;
    line.push({type: 'text', value: ', body '}, {type: 'inlineCode', value: body});
  }
  return line;
}

/** Fields of a store entry's `meta` that are times: they change with every build and say nothing about the example. */
const metaTimes = new Set(['date', 'expiresAt', 'prevExpiresAt', 'fetchedAt']);

/**
 * The store as the run left it, without what changes from build to build:
 * `entities` and `results` whole, and of `meta` only entries that hold more
 * than times (an error, `invalidated`). `indexes` and `optimistic` when not
 * empty.
 */
function finalStore(recorded: RecordedRun): Displayable {
  const state = (recorded.snapshots.at(-1)?.state ?? {}) as Record<string, Displayable>;
  const store: Record<string, Displayable> = {entities: state.entities ?? {}, results: state.results ?? {}};
  const meta = Object.entries((state.meta ?? {}) as Record<string, Record<string, Displayable>>)
    .map(
      ([key, entry]) =>
        [key, Object.fromEntries(Object.entries(entry).filter(([field]) => !metaTimes.has(field)))] as const,
    )
    .filter(([, entry]) => Object.keys(entry).length > 0);
  if (meta.length > 0) store.meta = Object.fromEntries(meta);
  for (const part of ['indexes', 'optimistic']) {
    const value = state[part];
    if (value && typeof value === 'object' && Object.keys(value).length > 0) store[part] = value;
  }
  return store;
}

function label(name: string, note: string | null): Paragraph {
  const children: PhrasingContent[] = [{type: 'strong', children: [{type: 'text', value: name}]}];
  if (note) children.push({type: 'text', value: ' ('}, ...inlineNote(note), {type: 'text', value: ')'});
  children.push({type: 'text', value: ':'});
  return paragraph(children);
}

/** A note with `code` in it. */
function inlineNote(note: string): PhrasingContent[] {
  return note
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('`') ? {type: 'inlineCode', value: part.slice(1, -1)} : {type: 'text', value: part},
    );
}

export function paragraph(children: PhrasingContent[]): Paragraph {
  return {type: 'paragraph', children};
}
