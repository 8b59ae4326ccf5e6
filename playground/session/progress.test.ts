import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {clearProgress, markTaskDone, pageDone, parseProgress, progressKey, readProgress} from './progress';
import {memoryStorage as memory} from './memoryStorage';

describe('tutorial progress', () => {
  test('a page is done when all its tasks are; news is told once; Clear forgets', () => {
    const storage = memory();
    assert.equal(markTaskDone(storage, '/docs/tutorial/1', 'a', 2), true);
    assert.equal(markTaskDone(storage, '/docs/tutorial/1', 'a', 2), false);
    assert.equal(pageDone(readProgress(storage), '/docs/tutorial/1'), false);
    markTaskDone(storage, '/docs/tutorial/1', 'b', 2);
    assert.equal(pageDone(readProgress(storage), '/docs/tutorial/1'), true);
    clearProgress(storage);
    assert.equal(storage.items.has(progressKey), false);
  });

  test('stored text that is not progress reads as none, and refused storage is survived', () => {
    const storage = memory();
    storage.setItem(progressKey, '{"/a": {"done": "x", "total": 1}, "/b": {"done": ["t"], "total": 1}}');
    assert.deepEqual(readProgress(storage), {'/b': {done: ['t'], total: 1}});
    storage.setItem(progressKey, 'not json');
    assert.deepEqual(readProgress(storage), {});
    const refusing = {
      ...memory(),
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    assert.deepEqual(readProgress(refusing), {});
    assert.doesNotThrow(() => markTaskDone(refusing, '/a', 't', 1));
  });

  test('every shape stored progress may have that is not progress reads as none, page by page', () => {
    const good = {done: ['t'], total: 2};
    for (const text of [null, '', 'null', '42', '"text"', '[{"done": [], "total": 1}]', 'true']) {
      assert.deepEqual(parseProgress(text), {}, `read from ${text}`);
    }
    const pages = {
      '/good': good,
      '/null': null,
      '/number': 3,
      '/no-done': {total: 1},
      '/done-not-names': {done: [1], total: 1},
      '/some-names': {done: ['t', 2], total: 2},
      '/total-text': {done: ['t'], total: '2'},
      '/total-zero': {done: [], total: 0},
      '/total-negative': {done: [], total: -1},
    };
    assert.deepEqual(parseProgress(JSON.stringify(pages)), {'/good': good});
    assert.deepEqual(parseProgress(JSON.stringify({'/one': {done: [], total: 1}})), {'/one': {done: [], total: 1}});
  });

  test('a task done again is news when the page now has another number of tasks; a page is done at its total', () => {
    const storage = memory();
    markTaskDone(storage, '/t', 'a', 1);
    assert.equal(pageDone(readProgress(storage), '/t'), true);
    // The page gained a task since: the same task done again updates the total, and the page is no longer done.
    assert.equal(markTaskDone(storage, '/t', 'a', 2), true);
    assert.deepEqual(readProgress(storage), {'/t': {done: ['a'], total: 2}});
    assert.equal(pageDone(readProgress(storage), '/t'), false);
    assert.equal(pageDone(readProgress(storage), '/never-visited'), false);
    // Progress of other pages stays as it was.
    markTaskDone(storage, '/u', 'x', 3);
    assert.deepEqual(readProgress(storage), {'/t': {done: ['a'], total: 2}, '/u': {done: ['x'], total: 3}});
  });

  test('without storage, progress reads as none and recording it does not throw', () => {
    assert.deepEqual(readProgress(null), {});
    assert.equal(markTaskDone(null, '/a', 't', 1), true);
    assert.doesNotThrow(() => clearProgress(null));
  });

  test('progress that earlier versions of the site stored (its key, its JSON) still reads', () => {
    const storage = memory();
    storage.setItem('createresource-tutorial-progress:v1', '{"/docs/tutorial/1": {"done": ["a"], "total": 2}}');
    assert.deepEqual(readProgress(storage), {'/docs/tutorial/1': {done: ['a'], total: 2}});
  });
});
