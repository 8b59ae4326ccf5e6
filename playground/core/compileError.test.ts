import assert from 'node:assert/strict';
import {test} from 'node:test';
import {CompileError} from './compileError';

test('a compile error reads as file, line and column, then what is wrong; without a place, as file and what is wrong', () => {
  const placed = new CompileError('Unexpected token', 'main.ts', 3, 7);
  assert.equal(placed.message, 'main.ts:3:7: Unexpected token');
  assert.equal(placed.name, 'CompileError');
  assert.deepEqual(
    {reason: placed.reason, file: placed.file, line: placed.line, column: placed.column},
    {reason: 'Unexpected token', file: 'main.ts', line: 3, column: 7},
  );
  const unplaced = new CompileError('No entry', 'App.tsx', undefined, undefined);
  assert.equal(unplaced.message, 'App.tsx: No entry');
  assert.ok(unplaced instanceof Error);
});
