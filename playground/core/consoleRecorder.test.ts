import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {consoleLineLimit, createRecordingConsole, formatConsoleArgument, type ConsoleLine} from './consoleRecorder';

/** The console the reader's code gets, and the lines the console panel would show. */
function recordingConsole() {
  const lines: ConsoleLine[] = [];
  return {console: createRecordingConsole((line) => lines.push(line)), lines};
}

describe('the recording console', () => {
  test('each of log, info, warn, error and debug shows a line of its level, its arguments joined by spaces', () => {
    const {console, lines} = recordingConsole();
    console.log('a', 1);
    console.info('b', true);
    console.warn('c', null);
    console.error('d', [2]);
    console.debug('e');
    assert.deepEqual(lines, [
      {level: 'log', text: 'a 1'},
      {level: 'info', text: 'b true'},
      {level: 'warn', text: 'c null'},
      {level: 'error', text: 'd [\n  2\n]'},
      {level: 'debug', text: 'e'},
    ]);
  });

  test(`shows ${consoleLineLimit - 1} lines, then one warning that later lines are not shown, then nothing`, () => {
    const {console, lines} = recordingConsole();
    for (let index = 0; index < consoleLineLimit + 20; index++) console.error(`line ${index}`);
    assert.equal(lines.length, consoleLineLimit);
    assert.deepEqual(lines.at(-2), {level: 'error', text: `line ${consoleLineLimit - 2}`});
    assert.deepEqual(lines.at(-1), {
      level: 'warn',
      text: `Console output stopped after ${consoleLineLimit - 1} lines; later lines are not shown.`,
    });
  });
});

describe('a logged value', () => {
  test('an error shows its stack, or its name and message when it has no stack', () => {
    const withStack = new RangeError('too far');
    assert.equal(formatConsoleArgument(withStack), withStack.stack);
    assert.match(formatConsoleArgument(withStack), /^RangeError: too far\n\s+at /);
    const withoutStack = new TypeError('not a function');
    withoutStack.stack = undefined;
    assert.equal(formatConsoleArgument(withoutStack), 'TypeError: not a function');
  });

  test('a string shows as it is, undefined, symbols and bigints as a browser console prints them', () => {
    assert.equal(formatConsoleArgument('say "hi"'), 'say "hi"');
    assert.equal(formatConsoleArgument(undefined), 'undefined');
    assert.equal(formatConsoleArgument(Symbol('s')), 'Symbol(s)');
    assert.equal(formatConsoleArgument(Symbol()), 'Symbol()');
    assert.equal(formatConsoleArgument(10n), '10n');
  });

  test('an object shows as JSON indented by two spaces, undefined and Dates as a console shows them', () => {
    assert.equal(
      formatConsoleArgument({a: [1, undefined], at: new Date(0)}),
      '{\n  "a": [\n    1,\n    undefined\n  ],\n  "at": "Date 1970-01-01T00:00:00.000Z"\n}',
    );
  });
});
