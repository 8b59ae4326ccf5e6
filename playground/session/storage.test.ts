import assert from 'node:assert/strict';
import {test} from 'node:test';
import {memoryStorage as memory} from './memoryStorage';
import {browserStorage} from './storage';

test("the browser's storage, or null where reading it throws", () => {
  const global = globalThis as {window?: unknown};
  assert.equal(browserStorage(), null, 'Node has no window');
  const localStorage = memory();
  global.window = {localStorage};
  try {
    assert.equal(browserStorage(), localStorage);
    global.window = {
      get localStorage() {
        throw new Error('SecurityError: access is denied for this document');
      },
    };
    assert.equal(browserStorage(), null);
  } finally {
    delete global.window;
  }
});
