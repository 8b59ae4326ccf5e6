import assert from 'node:assert/strict';
import {test} from 'node:test';
import {fileKind, findEntry, inTabOrder} from './files';
import {isRecordedRun, onPageOrigin, recordedOrigin} from './recorded';

test('the entry is App.tsx when there is one, else main.ts; without either the playground says what it needs', () => {
  assert.equal(findEntry({'App.tsx': '', 'main.ts': ''}), 'App.tsx');
  assert.equal(findEntry({'main.ts': '', 'db.json': '{}'}), 'main.ts');
  assert.throws(
    () => findEntry({'resources.ts': ''}),
    /^Error: A playground needs an entry file: App\.tsx \(a component\) or main\.ts \(plain code\)\.$/,
  );
});

test('what a file is goes by the end of its name only', () => {
  assert.equal(fileKind('main.ts'), 'ts');
  assert.equal(fileKind('App.tsx'), 'tsx');
  assert.equal(fileKind('db.json'), 'json');
  assert.equal(fileKind('notes.md'), 'text');
  assert.equal(fileKind('types.d.ts'), 'ts');
  assert.equal(fileKind('ts'), 'text');
  assert.equal(fileKind('data.json.bak'), 'text');
  assert.equal(fileKind('file.tsx.txt'), 'text');
});

test("tabs: the entry, the reader's code (resources.ts, then others by name), then mocks and data", () => {
  assert.deepEqual(inTabOrder(['db.json', 'mocks.ts', 'zeta.ts', 'resources.ts', 'alpha.ts', 'main.ts']), [
    'main.ts',
    'resources.ts',
    'alpha.ts',
    'zeta.ts',
    'mocks.ts',
    'db.json',
  ]);
  assert.deepEqual(inTabOrder(['main.ts', 'App.tsx']), ['App.tsx', 'main.ts']);
  const names = ['db.json', 'main.ts'];
  inTabOrder(names);
  assert.deepEqual(names, ['db.json', 'main.ts'], 'the list given is left as it was');
});

test('a recording is a run only when it has requests; recorded URLs move to the page origin, others stay', () => {
  assert.equal(isRecordedRun(undefined), false);
  assert.equal(isRecordedRun({unrecorded: 'a timer drives it'}), false);
  const run = {requests: [], snapshots: [], console: [], returned: null, routes: [], at: '2026-01-01T00:00:00.000Z'};
  assert.equal(isRecordedRun(run), true);
  assert.equal(onPageOrigin(`${recordedOrigin}/todos?x=1`, 'https://docs.example'), 'https://docs.example/todos?x=1');
  assert.equal(new URL(recordedOrigin).origin, recordedOrigin, 'an origin, as the Node run serves it');
  assert.equal(onPageOrigin('https://api.example/todos', 'https://docs.example'), 'https://api.example/todos');
  assert.equal(onPageOrigin(`${recordedOrigin}:8080/todos`, 'https://docs.example'), `${recordedOrigin}:8080/todos`);
  assert.equal(onPageOrigin(recordedOrigin, 'https://docs.example'), recordedOrigin);
});
