import assert from 'node:assert/strict';
import {test} from 'node:test';
import {typeErrorCount} from './typeErrorCount';

test('the type error count says one error, or how many errors', () => {
  assert.equal(typeErrorCount(1), '1 type error');
  assert.equal(typeErrorCount(2), '2 type errors');
  assert.equal(typeErrorCount(11), '11 type errors');
});
