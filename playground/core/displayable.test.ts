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

describe('store state as the panels show it', () => {
  test('every kind of value says what it was', () => {
    const circular: Record<string, unknown> = {name: 'loop'};
    circular.self = circular;
    const shared = {id: 1};
    const notFound = Object.assign(new Error('Not Found'), {status: 404});
    assert.deepEqual(
      toDisplayable({
        text: 'a',
        yes: true,
        no: null,
        n: 2.5,
        nan: Number.NaN,
        inf: Number.POSITIVE_INFINITY,
        nothing: undefined,
        invalid: Symbol('INVALID'),
        bare: Symbol(),
        big: 12n,
        named: function fetchTodos() {},
        anonymous: (
          () => () =>
            undefined
        )(),
        when: new Date(Date.UTC(2026, 0, 2)),
        never: new Date(Number.NaN),
        error: notFound,
        plain: new TypeError('bad'),
        circular,
        twice: [shared, shared],
      }),
      {
        text: 'a',
        yes: true,
        no: null,
        n: 2.5,
        nan: 'NaN',
        inf: 'Infinity',
        nothing: '\u2063undefined',
        invalid: 'INVALID (symbol)',
        bare: 'symbol (symbol)',
        big: '12n',
        named: 'function fetchTodos',
        anonymous: 'function (anonymous)',
        when: 'Date 2026-01-02T00:00:00.000Z',
        never: 'Date Invalid Date',
        error: {name: 'Error', message: 'Not Found', status: 404},
        plain: {name: 'TypeError', message: 'bad'},
        circular: {name: 'loop', self: '(circular)'},
        // Not inside itself: met again, it is not circular, and is not copied twice.
        twice: [{id: 1}, '(shown above)'],
      },
    );
  });

  test('withUndefined leaves every other value as it was', () => {
    assert.deepEqual(withUndefined({a: [1, 'x', null, true, {b: '\u2063undefined'}]}), {
      a: [1, 'x', null, true, {b: undefined}],
    });
    assert.equal(withUndefined('plain'), 'plain');
    assert.equal(withUndefined(null), null);
  });
});
