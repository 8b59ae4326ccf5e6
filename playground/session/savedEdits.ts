import {findEntry, type PlaygroundFiles} from '../core/files';
import type {BrowserStorage} from './storage';

/**
 * A reader's edits of one playground, kept in localStorage under the page,
 * the example and a hash of the example's original files: edits of an older
 * version of the example are never loaded in place of the new one.
 */
export type SavedEdits = {files: PlaygroundFiles; savedAt: number};

const prefix = 'playground-edits';

/** A short, stable hash of the original files (53-bit, cyrb53): enough to tell versions of an example apart. */
export function hashFiles(files: PlaygroundFiles): string {
  const text = JSON.stringify(files);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export type EditsPlace = {page: string; exampleId: string};

function keyPrefix({page, exampleId}: EditsPlace): string {
  return `${prefix}:${page}:${exampleId}:`;
}

/** What a key holds, if it is edits this code can load: anything else (old formats, hand-edited JSON) is ignored. */
function parse(text: string | null): SavedEdits | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const {files, savedAt} = value as Partial<SavedEdits>;
    if (typeof savedAt !== 'number' || !files || typeof files !== 'object') return null;
    if (!Object.values(files).every((source) => typeof source === 'string')) return null;
    findEntry(files);
    return {files, savedAt};
  } catch {
    return null;
  }
}

export type FoundEdits = {
  /** Edits of this very version of the example. */
  current: SavedEdits | null;
  /** The newest edits of another version, with the key to drop them by. */
  older: (SavedEdits & {key: string}) | null;
};

export function findSavedEdits(store: BrowserStorage | null, place: EditsPlace, originalHash: string): FoundEdits {
  if (!store) return {current: null, older: null};
  const start = keyPrefix(place);
  let current: SavedEdits | null = null;
  let older: FoundEdits['older'] = null;
  try {
    for (let index = 0; index < store.length; index++) {
      const key = store.key(index);
      if (!key?.startsWith(start)) continue;
      const edits = parse(store.getItem(key));
      if (!edits) continue;
      if (key === start + originalHash) current = edits;
      else if (!older || edits.savedAt > older.savedAt) older = {...edits, key};
    }
  } catch {
    return {current: null, older: null};
  }
  return {current, older};
}

/** Keeps `files` as the edits of this version, or forgets them when they equal the original. */
export function saveEdits(
  store: BrowserStorage | null,
  place: EditsPlace,
  originalHash: string,
  files: PlaygroundFiles | null,
): void {
  const key = keyPrefix(place) + originalHash;
  try {
    if (files === null) store?.removeItem(key);
    else store?.setItem(key, JSON.stringify({files, savedAt: Date.now()} satisfies SavedEdits));
  } catch {
    // Storage full or refused: the edits stay on the page, only not across a reload.
  }
}

export function forgetEdits(store: BrowserStorage | null, key: string): void {
  try {
    store?.removeItem(key);
  } catch {
    // Refused storage has nothing to forget.
  }
}
