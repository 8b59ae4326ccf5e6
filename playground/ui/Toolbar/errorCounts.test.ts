import assert from 'node:assert/strict';
import {test} from 'node:test';
import {errorCountsByFile} from './errorCounts';

const error = (file: string, line: number) => ({file, line, column: 1, message: 'Type error'});

test('type errors are counted per file once the check is done, and not while it is off or under way', () => {
  assert.deepEqual(
    errorCountsByFile({status: 'done', errors: [error('main.ts', 1), error('api.ts', 4), error('main.ts', 9)]}),
    {'main.ts': 2, 'api.ts': 1},
  );
  assert.deepEqual(errorCountsByFile({status: 'done', errors: []}), {});
  assert.deepEqual(errorCountsByFile({status: 'checking'}), {});
  assert.deepEqual(errorCountsByFile({status: 'off'}), {});
});
