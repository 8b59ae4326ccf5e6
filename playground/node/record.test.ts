import './browserGlobals';
import assert from 'node:assert/strict';
import {after, test} from 'node:test';
import {createNodeHost} from './nodeHost';
import {recordExample} from './record';
import {runInWorker} from './runInWorker';

const host = createNodeHost();
after(() => host.close());

test('an example that reads a global the browser has and Node has not (Temporal) is not recorded, and the build says why', async () => {
  const recorded = await recordExample(
    {'main.ts': `const today = Temporal.Now.plainDateISO();\nconsole.log(today.toString());`, 'db.json': '{}'},
    host,
  );
  assert.ok('unrecorded' in recorded, 'not recorded');
  assert.match(
    recorded.unrecorded,
    /^ReferenceError: Temporal is not defined: the build runs examples in Node v\d+\.\d+\.\d+, which has no Temporal; the browser the page runs it in has$/,
  );
});

test('a name nobody defines is reported as thrown, without blaming the host', async () => {
  const recorded = await recordExample({'main.ts': `console.log(apiRoot);`, 'db.json': '{}'}, host);
  assert.ok('unrecorded' in recorded);
  assert.equal(recorded.unrecorded, 'ReferenceError: apiRoot is not defined');
});

test('what the code throws later, where nobody catches it, ends the recording at once with its message', async () => {
  // In a worker: the test runner's own listeners would take what nobody caught here.
  const started = Date.now();
  const [result] = await runInWorker(
    [
      {
        'main.ts': `setTimeout(() => { throw new TypeError('late'); }, 50);\nawait new Promise(() => {});`,
        'db.json': '{}',
      },
    ],
    20_000,
    'record',
  );
  assert.deepEqual(result, {lines: [], error: {name: 'Unrecorded', message: 'TypeError: late'}});
  assert.ok(Date.now() - started < 8000, 'not at the recording time limit');
});
