import assert from 'node:assert/strict';
import {test} from 'node:test';
import {count, emptyCounts, score, survivorKey} from './report';

test("the score is Stryker's: killed or timed out, of every mutant not ignored (uncovered ones count against it)", () => {
  const counts = emptyCounts();
  for (const status of ['Killed', 'Killed', 'Timeout', 'Survived', 'NoCoverage', 'Ignored', 'CompileError'] as const) {
    count(counts, status);
  }
  assert.deepEqual(counts, {killed: 2, survived: 1, noCoverage: 1, timeout: 1, ignored: 1, errors: 1});
  assert.equal(score(counts), 60);
  assert.equal(score(emptyCounts()), 100, 'nothing to kill');
});

test("a survivor's key is its place, its mutator and the first line of what it became", () => {
  const mutant = {
    id: '7',
    mutatorName: 'BlockStatement',
    replacement: '{\n  return;\n}',
    status: 'Survived' as const,
    location: {start: {line: 12, column: 5}, end: {line: 14, column: 1}},
  };
  assert.equal(survivorKey('playground/core/a.ts', mutant), 'playground/core/a.ts:12:5 BlockStatement {');
  assert.equal(
    survivorKey('a.ts', {...mutant, replacement: undefined}),
    'a.ts:12:5 BlockStatement ',
    'a removal has no replacement',
  );
});
