import assert from 'node:assert/strict';
import {test} from 'node:test';
import {count, emptyCounts, mergeReports, score, staleReasons, survivorKey, type Mutant, type Report} from './report';

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

function mutant(line: number, status: Mutant['status'], mutatorName = 'ConditionalExpression'): Mutant {
  return {
    id: String(line),
    mutatorName,
    replacement: 'true',
    status,
    location: {start: {line, column: 3}, end: {line, column: 9}},
  };
}

test('a later report wins mutant by mutant where the source is the same, and file by file where it changed', () => {
  const full: Report = {
    files: {
      'a.ts': {
        source: 'one',
        mutants: [mutant(1, 'Killed'), mutant(2, 'Survived'), mutant(2, 'Survived', 'BlockStatement')],
      },
      'b.ts': {source: 'old', mutants: [mutant(1, 'Survived'), mutant(2, 'Killed')]},
    },
  };
  const partial: Report = {
    files: {
      'a.ts': {source: 'one', mutants: [mutant(2, 'Killed')]},
      'b.ts': {source: 'new', mutants: [mutant(5, 'NoCoverage')]},
    },
  };
  const merged = mergeReports([full, partial]);
  assert.deepEqual(
    merged.files['a.ts']!.mutants.map((m) => `${m.location.start.line} ${m.mutatorName} ${m.status}`),
    ['1 ConditionalExpression Killed', '2 ConditionalExpression Killed', '2 BlockStatement Survived'],
    'only the mutant the partial run tried changes; its neighbours on the line keep their status',
  );
  assert.deepEqual(merged.files['b.ts'], partial.files['b.ts'], 'a changed source is the later run’s whole');
  assert.deepEqual(mergeReports([partial]), partial);
});

test('a reason naming no survivor in a file the report covers is stale; one for a file not in the report is not judged', () => {
  const report: Report = {files: {'a.ts': {source: '', mutants: [mutant(2, 'Survived')]}}};
  const live = new Set([survivorKey('a.ts', mutant(2, 'Survived'))]);
  const accounted = {
    [survivorKey('a.ts', mutant(2, 'Survived'))]: 'Equivalent: still lives.',
    [survivorKey('a.ts', mutant(7, 'Survived'))]: 'Equivalent: the line moved.',
    [survivorKey('other.ts', mutant(1, 'Survived'))]: 'Equivalent: not in this report.',
  };
  assert.deepEqual(staleReasons(accounted, report, live), ['a.ts:7:3 ConditionalExpression true']);
});
