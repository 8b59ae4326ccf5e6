import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {RunProblem} from '../../guest/protocol';
import {noRun, type RunView} from '../../session/runView';
import {recordedStatus, runStatusText} from './runStatusText';

const problem = (kind: RunProblem['kind']): RunProblem => ({
  kind,
  voice: 'code',
  message: 'x',
  file: 'main.ts',
  line: 1,
  column: 1,
});
const done = (problems: RunProblem[] = []): RunView => ({...noRun, status: 'done', problems, runs: 1});
const recorded: RunView = {...done(), recorded: {at: '2026-01-01T00:00:00.000Z'}};

describe('the run status', () => {
  test('a recorded run says so until the live one ends, or that there is no mock network', () => {
    assert.equal(runStatusText({hasRun: false, run: recorded, networkProblem: null}), recordedStatus);
    assert.equal(runStatusText({hasRun: true, run: recorded, networkProblem: 'no worker'}), 'No mock network');
  });

  test('a live run: not run yet, starting, running, then ran', () => {
    assert.equal(runStatusText({hasRun: false, run: noRun, networkProblem: null}), 'Not run yet');
    assert.equal(runStatusText({hasRun: true, run: noRun, networkProblem: null}), 'Starting…');
    assert.equal(runStatusText({hasRun: true, run: noRun, networkProblem: 'no worker'}), 'No mock network');
    assert.equal(runStatusText({hasRun: true, run: {...noRun, status: 'running'}, networkProblem: null}), 'Running…');
    assert.equal(runStatusText({hasRun: true, run: done(), networkProblem: null}), 'Ran');
  });

  test('a run that ended on a syntax error did not run; one that threw did', () => {
    assert.equal(runStatusText({hasRun: true, run: done([problem('syntax')]), networkProblem: null}), 'Did not run');
    for (const kind of ['runtime', 'render', 'runaway'] as const)
      assert.equal(runStatusText({hasRun: true, run: done([problem(kind)]), networkProblem: null}), 'Ran', kind);
  });
});
