import assert from 'node:assert/strict';
import {test} from 'node:test';
import {opensAt} from './openNodes';

const ids = (count: number) => Array.from({length: count}, (_, index) => String(index));

test("the store's tree opens entities, results and indexes to their records' keys, the rest a level, and short id lists", () => {
  const record = {id: '1', title: 'Write tests'};
  assert.equal(opensAt('entities', 0, {Todo: {'1': record}}), true);
  assert.equal(opensAt('entities', 1, {'1': record}), true);
  assert.equal(opensAt('entities', 2, record), false);
  assert.equal(opensAt('meta', 0, {}), true);
  assert.equal(opensAt('meta', 1, {'GET /todos': {date: 1}}), false);
  assert.equal(opensAt('results', 3, ids(20)), true);
  assert.equal(opensAt('results', 3, [1, null, 'x']), true);
  assert.equal(opensAt('results', 3, ids(21)), false);
  assert.equal(opensAt('results', 3, [record]), false);
});
