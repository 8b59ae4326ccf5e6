import assert from 'node:assert/strict';
import {test} from 'node:test';
import {placeText} from './place';

test('a place is written as much of file, line and column as is known', () => {
  assert.equal(placeText({file: 'main.ts', line: 12, column: 7}), 'main.ts:12:7');
  assert.equal(placeText({file: 'App.tsx', line: 3, column: 0}), 'App.tsx:3:0');
  assert.equal(placeText({file: 'api.ts', line: 4, column: null}), 'api.ts:4');
  assert.equal(placeText({file: 'api.ts', line: null, column: null}), 'api.ts');
  assert.equal(placeText({file: 'api.ts', line: null, column: 2}), 'api.ts', 'a column without its line says nothing');
  assert.equal(placeText({file: null, line: 4, column: 2}), null);
  assert.equal(placeText({file: '', line: 4, column: 2}), null);
});
