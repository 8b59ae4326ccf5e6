import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {displayableJson, toDisplayable, withUndefined} from './displayable';
import {changedPaths} from './storeDiff';

describe('undefined in displayable data', () => {
  const state = toDisplayable({
    meta: {'GET /todos': {errorPolicy: undefined, note: 'undefined'}},
    list: [undefined, 'undefined'],
  });

  test('the JSON view writes undefined bare and the string "undefined" quoted', () => {
    assert.equal(
      displayableJson(state, 2),
      [
        '{',
        '  "meta": {',
        '    "GET /todos": {',
        '      "errorPolicy": undefined,',
        '      "note": "undefined"',
        '    }',
        '  },',
        '  "list": [',
        '    undefined,',
        '    "undefined"',
        '  ]',
        '}',
      ].join('\n'),
    );
  });

  test('the tree gets undefined itself back, and the string as a string', () => {
    assert.deepEqual(withUndefined(state), {
      meta: {'GET /todos': {errorPolicy: undefined, note: 'undefined'}},
      list: [undefined, 'undefined'],
    });
  });

  test('the store diff tells a value that became undefined from one that became the string', () => {
    const before = toDisplayable({a: 'undefined', b: undefined});
    assert.deepEqual(changedPaths(before, toDisplayable({a: undefined, b: undefined})), ['a']);
    assert.deepEqual(changedPaths(before, before), []);
  });
});
