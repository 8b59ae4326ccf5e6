import assert from 'node:assert/strict';
import {test} from 'node:test';
import {CompileError} from '../core/compileError';
import {RunawayError} from '../core/guards';
import {describeProblem, uncaughtLine} from './problems';

test('a file that does not parse is a syntax problem at its place in the file', () => {
  assert.deepEqual(describeProblem(new CompileError('Unexpected token', 'main.ts', 3, 7), 'runtime'), {
    kind: 'syntax',
    message: 'Unexpected token',
    file: 'main.ts',
    line: 3,
    column: 7,
  });
  assert.deepEqual(describeProblem(new CompileError('No entry', 'App.tsx', undefined, undefined), 'render'), {
    kind: 'syntax',
    message: 'No entry',
    file: 'App.tsx',
    line: null,
    column: null,
  });
});

test('code a guard stopped is stopped, with its reason; memory running out is named as such', () => {
  assert.deepEqual(describeProblem(new RunawayError('timer-loop'), 'runtime'), {
    kind: 'stopped',
    reason: 'timer-loop',
    file: null,
    line: null,
    column: null,
  });
  for (const message of ['Array buffer allocation failed', 'Invalid string length']) {
    assert.equal(
      (describeProblem(new RangeError(message), 'runtime') as {reason?: string}).reason,
      'out-of-memory',
      message,
    );
  }
  assert.deepEqual(describeProblem(new RangeError('Maximum call stack size exceeded'), 'render'), {
    kind: 'render',
    message: 'RangeError: Maximum call stack size exceeded',
    file: null,
    line: null,
    column: null,
  });
  assert.equal(
    (describeProblem(new TypeError('Array buffer allocation failed'), 'runtime') as {kind: string}).kind,
    'runtime',
    'only a RangeError is the browser saying memory ran out',
  );
});

test('an error thrown in a file of the reader is placed at its line; a value thrown is written as the console writes it', () => {
  const error = new Error('boom');
  error.stack = 'Error: boom\n    at main (playground:///main.ts:9:5)';
  const problem = describeProblem(error, 'runtime');
  assert.deepEqual(
    [problem.kind, (problem as {message: string}).message, problem.file],
    ['runtime', 'Error: boom', 'main.ts'],
  );
  assert.equal(typeof problem.line, 'number');
  assert.equal(problem.column, 5);
  assert.deepEqual(describeProblem({code: 42}, 'runtime'), {
    kind: 'runtime',
    message: '{\n  "code": 42\n}',
    file: null,
    line: null,
    column: null,
  });
});

test('what nobody caught reads as the browser writes it, with where', () => {
  const problem = {
    kind: 'runtime' as const,
    message: 'ReferenceError: x is not defined',
    file: 'main.ts',
    line: 2,
    column: 3,
  };
  assert.deepEqual(uncaughtLine(problem, false), {
    level: 'error',
    text: 'Uncaught ReferenceError: x is not defined (main.ts:2:3)',
  });
  assert.equal(
    uncaughtLine(problem, true).text,
    'Uncaught (in promise) ReferenceError: x is not defined (main.ts:2:3)',
  );
  assert.equal(
    uncaughtLine({...problem, column: null}, false).text,
    'Uncaught ReferenceError: x is not defined (main.ts:2)',
  );
  assert.equal(
    uncaughtLine({...problem, line: null, column: null}, false).text,
    'Uncaught ReferenceError: x is not defined (main.ts)',
  );
  assert.equal(
    uncaughtLine({...problem, file: null, line: null, column: null}, false).text,
    'Uncaught ReferenceError: x is not defined',
  );
});
