import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Locator} from 'playwright-core';
import {
  clickInFrame,
  consoleOf,
  openForEachTest,
  playground,
  preview,
  replaceCode,
  runAgain,
  waitForRequests,
  waitForRun,
} from './playgroundDriver';
import {endpointFetchThrowsLater} from '../realWorldCode';

const current = openForEachTest('/docs/getting-started', {prefetch: false});

const program = 'getting-started/examples/todo-program';
const component = 'getting-started/examples/todo-list';

/** The Console panel's lines, as a reader reads them. */
function consoleLines(pg: Locator): Promise<string[]> {
  return consoleOf(pg).locator('li').allInnerTexts();
}

/** The alerts and the console, which must never say what the browser says of a muted script. */
async function assertNoScriptError(pg: Locator) {
  const shown = [...(await pg.getByRole('alert').allInnerTexts()), ...(await consoleLines(pg))];
  assert.ok(!shown.some((text) => text.includes('Script error.')), `"Script error." shown: ${JSON.stringify(shown)}`);
}

describe('code that fails after it started, as apps and the library docs write it', () => {
  test("an endpoint's fetch that throws when @data-client starts it later: its message and line in the Console and as the run's end", async () => {
    const first = playground(current.page, program);
    await replaceCode(first, 'main.ts', endpointFetchThrowsLater);
    // The run ends (no "Running…"): its code threw, and what it awaited never comes.
    await runAgain(first);
    const alert = first.getByRole('alert');
    assert.match(await alert.innerText(), /^Runtime error in main\.ts:9:21, as the code reported it:/);
    assert.equal(await alert.locator('samp').innerText(), 'ReferenceError: apiRoot is not defined');
    const lines = await consoleLines(first);
    assert.ok(
      lines.some((line) => /^Uncaught ReferenceError: apiRoot is not defined \(main\.ts:9:21\)$/.test(line)),
      `the Console says what was thrown: ${JSON.stringify(lines)}`,
    );
    await assertNoScriptError(first);
  });

  test("a call nobody awaited, answered 404: its rejection in the Console and as the run's outcome", async () => {
    const first = playground(current.page, program);
    await replaceCode(
      first,
      'main.ts',
      `import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

export default async function main(controller: Controller) {
  controller.fetch(TodoResource.get, {id: 99});
  await controller.fetch(TodoResource.getList);
}`,
    );
    await runAgain(first);
    const alert = first.getByRole('alert');
    await alert.getByText('NetworkError: Not Found').waitFor();
    const lines = await consoleLines(first);
    assert.ok(
      lines.some((line) => line.startsWith('Uncaught (in promise) NetworkError: Not Found')),
      `the Console says what was rejected: ${JSON.stringify(lines)}`,
    );
    await assertNoScriptError(first);
  });

  test('a component whose effect throws in a timer: its message and line in App.tsx', async () => {
    const second = playground(current.page, component);
    await replaceCode(
      second,
      'App.tsx',
      `import {Suspense, useEffect, useState} from 'react';
import {useSuspense} from '@data-client/react';
import {TodoResource} from './resources';

declare function pluralOf(word: string, count: number): string;

function Count() {
  const todos = useSuspense(TodoResource.getList);
  const [label, setLabel] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setLabel(pluralOf('todo', todos.length)), 0);
    return () => clearTimeout(timer);
  }, [todos]);
  return <p>{todos.length} {label}</p>;
}

export default function App() {
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <Count />
    </Suspense>
  );
}`,
    );
    await runAgain(second);
    await preview(second).getByText('2').waitFor();
    const alert = second.getByRole('alert');
    await alert.waitFor();
    assert.equal(await alert.locator('samp').innerText(), 'ReferenceError: pluralOf is not defined');
    // Chromium places the error at the arrow's body (column 36 as the reader wrote it), not 57: the
    // guard put into the arrow is not counted.
    assert.match(await alert.innerText(), /^Runtime error in App\.tsx:11:36, as the code reported it:/);
    const lines = await consoleLines(second);
    assert.ok(
      lines.some((line) => /^Uncaught ReferenceError: pluralOf is not defined \(App\.tsx:11:36\)$/.test(line)),
      `the Console says what was thrown: ${JSON.stringify(lines)}`,
    );
    await assertNoScriptError(second);
  });
});

describe('modules and packages as apps write them', () => {
  test('a component with useLoading from @data-client/hooks and v4 from uuid runs as in an app', async () => {
    const second = playground(current.page, component);
    await waitForRun(second);
    await replaceCode(
      second,
      'App.tsx',
      `import {useController, useSuspense} from '@data-client/react';
import {useLoading} from '@data-client/hooks';
import {v4 as uuid} from 'uuid';
import {TodoResource} from './resources';

export default function App() {
  const todos = useSuspense(TodoResource.getList);
  const controller = useController();
  const [add, adding] = useLoading(async () => {
    const todo = await controller.fetch(TodoResource.create, {title: \`Todo \${uuid()}\`});
    console.log('created', todo.title);
  }, [controller]);
  return (
    <div>
      <p>{todos.length} todos</p>
      <button onClick={add} disabled={adding}>{adding ? 'Adding…' : 'Add'}</button>
    </div>
  );
}`,
    );
    await runAgain(second);
    assert.deepEqual(await second.getByRole('alert').allInnerTexts(), [], 'no problem');
    await clickInFrame(preview(second).getByRole('button', {name: 'Add'}));
    assert.deepEqual(
      (await waitForRequests(second, 2)).map((r) => `${r.method} ${r.url} ${r.status}`),
      ['GET /todos 200', 'POST /todos 201'],
    );
    await consoleOf(second)
      .getByText(/^created Todo [0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      .waitFor();
    await preview(second).getByRole('button', {name: 'Add'}).waitFor();
  });

  test('two default exports are a syntax error at the second, and nothing runs', async () => {
    const first = playground(current.page, program);
    await waitForRun(first);
    await replaceCode(
      first,
      'main.ts',
      `console.log('ran');\nexport default async function main() {}\nexport default async function other() {}`,
    );
    await runAgain(first);
    const alert = first.getByRole('alert');
    assert.match(
      await alert.innerText(),
      /^Syntax error, the code did not run in main\.ts:3:\d+, as the code reported it:/,
    );
    assert.equal(await alert.locator('samp').innerText(), "Duplicate export 'default'");
    assert.equal(await first.locator('[data-runs]').innerText(), 'Did not run');
    assert.deepEqual(await consoleLines(first), []);
  });
});
