import assert from 'node:assert/strict';
import {test} from 'node:test';
import {parseSeed} from './seed';

test('seed data that does not parse says at which line and column', () => {
  assert.throws(
    () => parseSeed('{\n  "todos": [\n    {"id": 1,}\n  ]\n}'),
    /^SeedError: db\.json: line 3, column 14: Expected double-quoted property name/,
  );
  assert.throws(() => parseSeed('{"todos": ['), {message: 'db.json: line 1, column 12: Unexpected end of JSON input'});
});

test('seed data must be collections of records', () => {
  assert.throws(() => parseSeed('[1, 2]'), /expected an object of collections/);
  assert.throws(() => parseSeed('{"todos": [1]}'), /"todos" should be an array of records/);
  assert.deepEqual(parseSeed('{"todos": [{"id": 1}]}'), {todos: [{id: 1}]});
});
