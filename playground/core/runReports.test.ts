import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import {createNodeHost} from '../node/nodeHost';
import {runInWorker} from '../node/runInWorker';
import type {PlaygroundFiles} from './files';
import {todoResources, runToEnd} from '../../tests/runFixtures';
import {locateError} from './run';

const host = createNodeHost();
after(() => host.close());

const seed = JSON.stringify({todos: [{id: 1, title: 'one'}]});
/** A run of `files` to its end: its console lines, its request log, the run. */
const runFiles = (files: PlaygroundFiles) => runToEnd(files, host);

describe('what a run reports', () => {
  test('settles only once the store has taken in a fetch the code starts in a timer as it ends', async () => {
    const {run, log} = await runFiles({
      'main.ts': `import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';
export default function main(controller: Controller) {
  setTimeout(() => void controller.fetch(TodoResource.get, {id: 1}), 0);
}`,
      'resources.ts': todoResources,
      'db.json': seed,
    });
    assert.deepEqual(log, ['GET /todos/1 200 default backend']);
    const state = run.store.snapshots.at(-1)!.state as {entities: Record<string, unknown>};
    assert.deepEqual(state.entities.Todo, {'1': {id: 1, title: 'one'}});
  });
});

describe('what the entry exports', () => {
  const actionLog = `class ActionLog {
  getMiddleware() { return () => (next: (a: unknown) => unknown) => (action: unknown) => next(action); }
  cleanup() {}
}`;

  test('managers that are not an array, or hold null, a function or one non-Manager, get the message saying what is expected', async () => {
    const expected =
      /main\.ts exports managers, but not as an array of Managers: export const managers = \[new MyManager\(\)\]/;
    for (const managers of [
      'new ActionLog()',
      '[null]',
      '[new ActionLog(), {}]',
      '[Object.assign(() => {}, {getMiddleware: new ActionLog().getMiddleware, cleanup() {}})]',
    ]) {
      await assert.rejects(
        runFiles({'main.ts': `${actionLog}\nexport const managers = ${managers};`}),
        expected,
        managers,
      );
    }
  });

  test("the reader's managers are cleaned up when the run stops", async () => {
    const cleaned: string[] = [];
    (globalThis as {cleanedUp?: string[]}).cleanedUp = cleaned;
    await runFiles({
      'main.ts': `export const managers = [{
  getMiddleware: () => () => (next: (a: unknown) => unknown) => (action: unknown) => next(action),
  cleanup: () => (globalThis as any).cleanedUp.push('cleaned'),
}];`,
    });
    assert.deepEqual(cleaned, ['cleaned']);
  });

  test("App.tsx's default export is the component, not called by the run, with no Controller", async () => {
    const {run, lines} = await runFiles({
      'App.tsx': `export default function App() { console.log('rendered'); return null; }`,
    });
    assert.equal(typeof run.component, 'function');
    assert.equal((run.component as () => unknown).name, 'App');
    assert.equal(run.controller, null);
    assert.deepEqual(lines, []);
  });

  test('App.tsx without a component as its default export gets a message saying so', async () => {
    await assert.rejects(runFiles({'App.tsx': `export const x = 1;`}), {
      message: 'App.tsx must export a React component as its default export.',
    });
  });

  test('mocks.ts without handlers gets a message saying what to export', async () => {
    await assert.rejects(runFiles({'main.ts': `console.log('x');`, 'mocks.ts': `export const handler = [];`}), {
      message: 'mocks.ts must export its msw handlers: export const handlers = [http.get(...), ...]',
    });
  });
});

describe('a timer loop, stopped', () => {
  test('ends the run saying why also for a caller that does not listen for runaways', {timeout: 60_000}, async () => {
    // runInWorker's runs listen to the console only, as the build's recorder does.
    const [result] = await runInWorker([
      {
        'main.ts': `const again = () => { setTimeout(again, 0); };
again();
await new Promise((resolve) => globalThis.setTimeout(resolve, 2000));
console.log('not reached');`,
      },
    ]);
    assert.deepEqual(result, {
      lines: [],
      error: {
        name: 'RunawayError',
        message:
          'Timers kept firing one after another, with no pause, for 1 s: a setTimeout or setInterval loop that does not end?',
      },
    });
  });
});

describe('where an error was thrown', () => {
  test('an error from no file of the reader or with no stack, or a thrown value that is not an Error, has no place', () => {
    assert.equal(locateError(new Error('elsewhere')), null);
    assert.equal(locateError(Object.assign(new Error('no stack'), {stack: undefined})), null);
    assert.equal(locateError({stack: 'at playground:///main.ts:3:7'}), null);
    assert.equal(locateError('playground:///main.ts:3:7'), null);
  });
});
