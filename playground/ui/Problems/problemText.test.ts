import assert from 'node:assert/strict';
import {test} from 'node:test';
import {stopMessage, stopReasons} from '../../core/stops';
import {stopCauses} from '../../session/guestLink';
import {problemHeading} from './problemText';

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
