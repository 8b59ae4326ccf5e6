import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {clearProgress, markTaskDone, pageDone, progressKey, readProgress} from './progress';
import type {EditsStorage} from './savedEdits';

function memory(): EditsStorage & {items: Map<string, string>} {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

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
});
