import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import LZString from 'lz-string';
import {decodeShareHash, encodeShareHash, maxDecodedLength, maxHashLength} from './shareLink';

const files = {'main.ts': "console.log('hi');", 'db.json': '{"todos": []}'};

describe('share links', () => {
  test('a single file round-trips in the TypeScript Playground form', () => {
    const hash = encodeShareHash({kind: 'code', code: 'const a = 1;'});
    assert.match(hash, /^#code\//);
    assert.equal(hash, `#code/${LZString.compressToEncodedURIComponent('const a = 1;')}`);
    assert.deepEqual(decodeShareHash(hash), {status: 'ok', state: {kind: 'code', code: 'const a = 1;'}});
  });

  test('several files and network settings round-trip in v1', () => {
    const state = {kind: 'files' as const, files, network: {latencyMs: 300}};
    const hash = encodeShareHash(state);
    assert.match(hash, /^#v1\//);
    assert.equal(JSON.parse(LZString.decompressFromEncodedURIComponent(hash.slice(4))).network.latencyMs, 300);
    assert.deepEqual(decodeShareHash(hash), {status: 'ok', state});
  });

  test('files without network settings round-trip without a network key', () => {
    const hash = encodeShareHash({kind: 'files', files});
    assert.deepEqual(JSON.parse(LZString.decompressFromEncodedURIComponent(hash.slice(4))), {files});
    assert.deepEqual(decodeShareHash(hash), {status: 'ok', state: {kind: 'files', files}});
  });

  test('a link made when the network settings were named "mocks" still opens with them', () => {
    const hash = `#v1/${LZString.compressToEncodedURIComponent(JSON.stringify({files, mocks: {latencyMs: 300}}))}`;
    assert.deepEqual(decodeShareHash(hash), {status: 'ok', state: {kind: 'files', files, network: {latencyMs: 300}}});
  });

  test('a link that unpacks to just under the limit opens', () => {
    const code = 'x'.repeat(maxDecodedLength);
    const hash = encodeShareHash({kind: 'code', code});
    assert.ok(hash.length < 10_000, 'short as a link');
    assert.deepEqual(decodeShareHash(hash), {status: 'ok', state: {kind: 'code', code}});
  });

  test('no hash is no link', () => {
    assert.deepEqual(decodeShareHash(''), {status: 'none'});
    assert.deepEqual(decodeShareHash('#'), {status: 'none'});
  });

  test('a link exactly as long as the limit is read, not refused for its length', () => {
    const decoded = decodeShareHash(`#v1/${'A'.repeat(maxHashLength - 3)}`);
    assert.equal(decoded.status, 'error');
    assert.match((decoded as {message: string}).message, /damaged/);
  });

  test('a link over the limit says how long it is and what the limit is', () => {
    const decoded = decodeShareHash(`#v1/${'A'.repeat(maxHashLength + 1000)}`);
    assert.equal(
      (decoded as {message: string}).message,
      'This link is 513 KB long, more than a playground link can be (512 KB). The default example is shown instead.',
    );
  });

  const v1 = (json: string) => `#v1/${LZString.compressToEncodedURIComponent(json)}`;

  test('a link that unpacks to nothing is damaged, in either form', () => {
    const damaged = {
      status: 'error',
      message:
        'This link is damaged (cut short, or not made by a playground), so its code cannot be read. The default example is shown instead.',
    };
    assert.deepEqual(decodeShareHash(encodeShareHash({kind: 'code', code: ''})), damaged);
    assert.deepEqual(decodeShareHash(v1('')), damaged);
  });

  test('a link whose files have no entry names each of its files', () => {
    assert.deepEqual(decodeShareHash(v1('{"files": {"db.json": "{}", "notes.md": ""}}')), {
      status: 'error',
      message:
        "This link's files (db.json, notes.md) have no main.ts or App.tsx to run. The default example is shown instead.",
    });
  });

  const broken: [string, string, RegExp][] = [
    ['a version with nothing after it', '#v1/', /damaged/],
    ['code with nothing after it', '#code/', /damaged/],
    ['a version without its slash', '#code', /damaged/],
    ['files that are null', v1('{"files": null}'), /no files/],
    ['files that are a list', v1('{"files": ["console.log(1)"]}'), /no files/],
    ['files that are one string', v1('{"files": "main.ts"}'), /no files/],
    ['files of which one is not text', v1('{"files": {"main.ts": "", "db.json": 1}}'), /no files/],
    [
      'files without main.ts or App.tsx',
      v1('{"files": {"db.json": "{}"}}'),
      /files \(db\.json\) have no main\.ts or App\.tsx/,
    ],
    [
      'a version with a prefix',
      `#xv9/${LZString.compressToEncodedURIComponent('{}')}`,
      /does not hold playground code/,
    ],
    [
      'a version with a suffix',
      `#v9x/${LZString.compressToEncodedURIComponent('{}')}`,
      /does not hold playground code/,
    ],
    ['a two-digit version', `#v10/${LZString.compressToEncodedURIComponent('{}')}`, /format v10, which this site/],
    ['truncated', encodeShareHash({kind: 'files', files}).slice(0, 20), /damaged/],
    ['not lz-string', '#v1/%%%not-lz%%%', /damaged/],
    ['invalid JSON', `#v1/${LZString.compressToEncodedURIComponent('{"files": ')}`, /not valid JSON/],
    ['no files', `#v1/${LZString.compressToEncodedURIComponent('{"files": {}}')}`, /no files/],
    [
      'files that are not text',
      `#v1/${LZString.compressToEncodedURIComponent('{"files": {"main.ts": 1}}')}`,
      /no files/,
    ],
    [
      'an unknown version',
      `#v9/${LZString.compressToEncodedURIComponent('{}')}`,
      /format v9, which this site does not read/,
    ],
    ['not a playground link', '#install', /does not hold playground code/],
    ['several MB long', `#v1/${'A'.repeat(maxHashLength + 1)}`, /more than a playground link can be/],
    // A few hundred bytes that unpack past the limit: the limit is on what the link expands to.
    [
      'short, but unpacking past 2 MB',
      `#code/${LZString.compressToEncodedURIComponent('x'.repeat(maxDecodedLength + 1))}`,
      /2\.0 MB once unpacked, more than a playground opens \(2 MB\)/,
    ],
  ];
  for (const [name, hash, message] of broken) {
    test(`a link that is ${name} gets a message, not an exception`, () => {
      const decoded = decodeShareHash(hash);
      assert.equal(decoded.status, 'error');
      assert.match((decoded as {message: string}).message, message);
      assert.match((decoded as {message: string}).message, /default example is shown instead/);
    });
  }
});
