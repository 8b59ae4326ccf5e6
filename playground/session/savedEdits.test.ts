import assert from 'node:assert/strict';
import {test} from 'node:test';
import {findSavedEdits, forgetEdits, hashFiles, saveEdits, type SavedEdits} from './savedEdits';
import type {BrowserStorage} from './storage';
import {memoryStorage as memory} from './memoryStorage';

const place = {page: '/docs/a', exampleId: 'docs/a/example'};
const files = {'main.ts': "console.log('mine');"};

/** Storage that refuses every call, as a browser with storage disabled does. */
const refusing: BrowserStorage = {
  get length(): number {
    throw new Error('SecurityError');
  },
  key: () => {
    throw new Error('SecurityError');
  },
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const keyOf = (hash: string) => `playground-edits:${place.page}:${place.exampleId}:${hash}`;
const saved = (edits: SavedEdits) => JSON.stringify(edits);

test('the hash of the original files tells versions apart and stays the same for the same files', () => {
  const hash = hashFiles({'main.ts': 'a'});
  assert.equal(hash, hashFiles({'main.ts': 'a'}));
  assert.match(hash, /^[0-9a-z]{6,11}$/, 'a short base-36 key part');
  const others: Record<string, string>[] = [
    {'main.ts': 'b'},
    {'main.ts': 'a '},
    {'main.ts': 'a', 'db.json': '{}'},
    {'app.ts': 'a'},
    {},
  ];
  const hashes = new Set([hash, ...others.map(hashFiles)]);
  assert.equal(hashes.size, others.length + 1, 'every version has its own hash');
  // Both halves of the 53 bits count: a long text changes the high part too.
  const long = 'x'.repeat(10_000);
  assert.notEqual(hashFiles({'main.ts': long}), hashFiles({'main.ts': `${long}y`}));
  assert.equal(
    hashFiles({'main.ts': 'a'}),
    '1dao38ubzal',
    'saved edits stay under the key they were saved with (cyrb53 of the files as JSON)',
  );
});

test('edits of this version load; the newest edits of another version are offered as older', () => {
  const store = memory({
    [keyOf('v1')]: saved({files: {'main.ts': 'v1 edit'}, savedAt: 100}),
    [keyOf('v2')]: saved({files: {'main.ts': 'v2 edit, newest old'}, savedAt: 300}),
    [keyOf('v0')]: saved({files: {'main.ts': 'v0 edit'}, savedAt: 200}),
    [keyOf('now')]: saved({files, savedAt: 50}),
    // Another example's and another page's edits are not this playground's.
    [`playground-edits:/docs/b:${place.exampleId}:now`]: saved({files: {'main.ts': 'b'}, savedAt: 999}),
    [`playground-edits:${place.page}:other:now`]: saved({files: {'main.ts': 'c'}, savedAt: 999}),
    unrelated: 'x',
  });
  const found = findSavedEdits(store, place, 'now');
  assert.deepEqual(found.current, {files, savedAt: 50});
  assert.deepEqual(found.older, {files: {'main.ts': 'v2 edit, newest old'}, savedAt: 300, key: keyOf('v2')});
});

test('of two older versions saved at the same moment, the first found is kept', () => {
  const store = memory({
    [keyOf('a')]: saved({files: {'main.ts': 'a'}, savedAt: 100}),
    [keyOf('b')]: saved({files: {'main.ts': 'b'}, savedAt: 100}),
  });
  assert.equal(findSavedEdits(store, place, 'now').older?.key, keyOf('a'));
});

test('what a key holds loads only when it is edits this code wrote: anything else is ignored', () => {
  const hostile = [
    'not json',
    'null',
    '42',
    '"text"',
    JSON.stringify({files}),
    JSON.stringify({savedAt: '100', files}),
    JSON.stringify({savedAt: 100}),
    JSON.stringify({savedAt: 100, files: 'main.ts'}),
    JSON.stringify({savedAt: 100, files: {'main.ts': 42}}),
    JSON.stringify({savedAt: 100, files: {'main.ts': 'ok', 'db.json': null}}),
    // No file to start from.
    JSON.stringify({savedAt: 100, files: {'notes.md': 'text'}}),
  ];
  for (const text of hostile) {
    const found = findSavedEdits(memory({[keyOf('now')]: text, [keyOf('old')]: text}), place, 'now');
    assert.deepEqual(found, {current: null, older: null}, `loaded from ${text}`);
  }
});

test('without storage, or with storage that refuses, nothing loads and nothing throws', () => {
  assert.deepEqual(findSavedEdits(null, place, 'now'), {current: null, older: null});
  assert.deepEqual(findSavedEdits(refusing, place, 'now'), {current: null, older: null});
  assert.doesNotThrow(() => saveEdits(refusing, place, 'now', files));
  assert.doesNotThrow(() => saveEdits(refusing, place, 'now', null));
  assert.doesNotThrow(() => saveEdits(null, place, 'now', files));
  assert.doesNotThrow(() => saveEdits(null, place, 'now', null));
  assert.doesNotThrow(() => forgetEdits(refusing, keyOf('old')));
  assert.doesNotThrow(() => forgetEdits(null, keyOf('old')));
});

test('saving keeps the files under this version with the time; saving null forgets them; forgetting drops a key', () => {
  const store = memory({[keyOf('old')]: saved({files, savedAt: 1})});
  const before = Date.now();
  saveEdits(store, place, 'now', files);
  const kept = JSON.parse(store.items.get(keyOf('now'))!) as SavedEdits;
  assert.deepEqual(kept.files, files);
  assert.ok(kept.savedAt >= before && kept.savedAt <= Date.now(), `saved at ${kept.savedAt}`);
  assert.deepEqual(findSavedEdits(store, place, 'now').current, kept);

  saveEdits(store, place, 'now', null);
  assert.equal(store.items.has(keyOf('now')), false);
  assert.equal(store.items.has(keyOf('old')), true, 'only this version is forgotten');
  forgetEdits(store, keyOf('old'));
  assert.deepEqual([...store.items.keys()], []);
});
