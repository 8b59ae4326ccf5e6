import assert from 'node:assert/strict';
import {test} from 'node:test';
import {stopMessage, stopReasons} from './stops';

test('each reason a guard stops a run for has its own words, naming the limit that was passed', () => {
  assert.deepEqual(
    stopReasons.map((reason) => stopMessage(reason)),
    [
      'The code never let the page respond for 1 s: a loop or recursion that does not end?',
      'Timers kept firing one after another, with no pause, for 1 s: a setTimeout or setInterval loop that does not end?',
      'The code ran out of memory: it asked for more than the browser gives a page (an array or string that grows without end?).',
    ],
  );
});
