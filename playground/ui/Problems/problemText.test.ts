import assert from 'node:assert/strict';
import {test} from 'node:test';
import {stopMessage, stopReasons} from '../../core/stops';
import {stopCauses} from '../../session/guestLink';
import {problemHeading, problemPlace} from './problemText';

test('a problem is placed by as much of file, line and column as is known', () => {
  assert.equal(problemPlace({file: 'main.ts', line: 12, column: 7}), 'main.ts:12:7');
  assert.equal(problemPlace({file: 'App.tsx', line: 3, column: 0}), 'App.tsx:3:0');
  assert.equal(problemPlace({file: 'api.ts', line: 4, column: null}), 'api.ts:4');
  assert.equal(problemPlace({file: 'api.ts', line: null, column: null}), 'api.ts');
  assert.equal(problemPlace({file: null, line: 4, column: 2}), null);
});

test('a syntax error says the code did not run; a stop says the run was stopped', () => {
  assert.equal(problemHeading('syntax'), 'Syntax error, the code did not run');
  assert.equal(problemHeading('runaway'), 'The run was stopped');
});

test('a stop in the page\'s words reads "The run was stopped" once, then its cause', () => {
  for (const cause of [...stopReasons.map((reason) => stopMessage(reason)), ...Object.values(stopCauses)]) {
    // As the alert shows it; "stopped answering" is the frame's, not the run's.
    const shown = `${problemHeading('runaway')}: ${cause}`;
    assert.doesNotMatch(shown.replace(/stopped answering/g, ''), /stopped.*stopped/is, shown);
  }
});
