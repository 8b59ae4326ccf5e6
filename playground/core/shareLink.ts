import LZString from 'lz-string';
import {componentEntry, programEntry, type PlaygroundFiles} from './files';

/**
 * What a share link carries. The URL hash takes one of two forms:
 * - `#code/<lz>`: one file, the TypeScript Playground's form; it replaces the
 *   entry file of the playground it opens in.
 * - `#v1/<lz>`: `{ "files": {name: source}, "network"?: {...} }` as JSON, the
 *   network settings as the Network panel holds them. Links made before the
 *   key was named `network` say `mocks`; they still open.
 * `<lz>` is lz-string's `compressToEncodedURIComponent`.
 */
export type SharedState = {kind: 'code'; code: string} | {kind: 'files'; files: PlaygroundFiles; network?: unknown};

export const shareFormatVersion = 'v1';

/** Links longer than this are refused before anything is decompressed. */
export const maxHashLength = 512 * 1024;
/** What a link may expand to: far more than any example, far less than a frozen tab. */
export const maxDecodedLength = 2 * 1024 * 1024;

export function encodeShareHash(state: SharedState): string {
  if (state.kind === 'code') return `#code/${LZString.compressToEncodedURIComponent(state.code)}`;
  const payload = JSON.stringify({
    files: state.files,
    ...(state.network === undefined ? {} : {network: state.network}),
  });
  return `#${shareFormatVersion}/${LZString.compressToEncodedURIComponent(payload)}`;
}

export type DecodedShare = {status: 'none'} | {status: 'ok'; state: SharedState} | {status: 'error'; message: string};

function decompress(data: string): string | null {
  const text = LZString.decompressFromEncodedURIComponent(data);
  return text === null || text === '' ? null : text;
}

function isFiles(value: unknown): value is PlaygroundFiles {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value).length > 0 &&
    Object.values(value).every((source) => typeof source === 'string')
  );
}

/** Reads a location's hash. Never throws: a broken link gets a message a reader can act on. */
export function decodeShareHash(hash: string): DecodedShare {
  const body = hash.replace(/^#/, '');
  if (!body) return {status: 'none'};
  if (body.length > maxHashLength) {
    return {
      status: 'error',
      message: `This link is ${Math.round(body.length / 1024)} KB long, more than a playground link can be (${maxHashLength / 1024} KB). The default example is shown instead.`,
    };
  }
  const slash = body.indexOf('/');
  const format = slash === -1 ? body : body.slice(0, slash);
  const data = slash === -1 ? '' : body.slice(slash + 1);
  if (format !== 'code' && format !== shareFormatVersion) {
    return {
      status: 'error',
      message: /^v\d+$/.test(format)
        ? `This link was made in format ${format}, which this site does not read (it reads ${shareFormatVersion} and code). The default example is shown instead.`
        : 'This link does not hold playground code (it should start with #code/ or #v1/). The default example is shown instead.',
    };
  }
  const text = decompress(data);
  if (text === null) {
    return {
      status: 'error',
      message:
        'This link is damaged (cut short, or not made by a playground), so its code cannot be read. The default example is shown instead.',
    };
  }
  if (text.length > maxDecodedLength) {
    return {
      status: 'error',
      message: `This link's code is ${(text.length / 1024 / 1024).toFixed(1)} MB once unpacked, more than a playground opens (${maxDecodedLength / 1024 / 1024} MB). The default example is shown instead.`,
    };
  }
  if (format === 'code') return {status: 'ok', state: {kind: 'code', code: text}};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {
      status: 'error',
      message: 'This link is damaged: its content is not valid JSON. The default example is shown instead.',
    };
  }
  const {
    files,
    network: named,
    mocks: namedBefore,
  } = (parsed ?? {}) as {files?: unknown; network?: unknown; mocks?: unknown};
  const network = named ?? namedBefore;
  if (!isFiles(files)) {
    return {status: 'error', message: 'This link holds no files to open. The default example is shown instead.'};
  }
  if (!(componentEntry in files) && !(programEntry in files)) {
    return {
      status: 'error',
      message: `This link's files (${Object.keys(files).join(', ')}) have no ${programEntry} or ${componentEntry} to run. The default example is shown instead.`,
    };
  }
  return {status: 'ok', state: {kind: 'files', files, ...(network === undefined ? {} : {network})}};
}
