import assert from 'node:assert/strict';
import {test} from 'node:test';
import {tabLabel} from './tabLabel';

test("a tab is named with its file's type errors, and left to its text without any", () => {
  assert.equal(tabLabel('main.ts', 1), 'main.ts, 1 type error');
  assert.equal(tabLabel('resources.ts', 3), 'resources.ts, 3 type errors');
  assert.equal(tabLabel('App.tsx', 0), undefined);
});
