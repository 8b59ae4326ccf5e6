import assert from 'node:assert/strict';
import {test} from 'node:test';
import {describeJsonError, parseSeed} from './seed';

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

test("the engine's message keeps its words, without its position", () => {
  assert.throws(() => parseSeed('{\n  "todos": [\n    {"id": 1,}\n  ]\n}'), {
    message: 'db.json: line 3, column 14: Expected double-quoted property name',
  });
});

test("the engine's position is taken off its message, however many digits it has and whatever follows it", () => {
  assert.throws(() => parseSeed('{x'), {message: "db.json: line 1, column 2: Expected property name or '}'"});
  const chrome = new SyntaxError("Expected ',' or '}' after property value in JSON at position 8 (line 1 column 9)");
  assert.equal(describeJsonError('{"a": 1 x}', chrome), "line 1, column 9: Expected ',' or '}' after property value");
});

test("Firefox's wording of a JSON error loses its prefix", () => {
  const firefox = new SyntaxError('JSON.parse: unexpected character at line 1 column 2 of the JSON data');
  assert.equal(
    describeJsonError('{x', firefox),
    'line 1, column 3: unexpected character at line 1 column 2 of the JSON data',
  );
});

test('seed data that is not an object of arrays of records is refused', () => {
  for (const text of ['null', '5', '"todos"', 'true']) {
    assert.throws(() => parseSeed(text), /expected an object of collections/, text);
  }
  for (const text of ['{"todos": [{"id": 1}, 2]}', '{"todos": [{"id": 1}, null]}', '{"todos": {"id": 1}}']) {
    assert.throws(() => parseSeed(text), /"todos" should be an array of records/, text);
  }
});
