import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {
  describePlayground,
  openForEachTest,
  orSayWhy,
  playground,
  replaceCode,
  runAgain,
  runStartedBy,
  tickInPreview,
  waitForRun,
} from './playgroundDriver';

const current = openForEachTest('/docs/getting-started', {prefetch: false});

const program = 'getting-started/examples/todo-program';
const component = 'getting-started/examples/todo-list';

/** After hostile code, the page still answers and the other playground still works, blamed for nothing. */
async function pageStillWorks() {
  const other = playground(current.page, component);
  await tickInPreview(other, 'Run an example');
  assert.deepEqual(await other.getByRole('alert').allInnerTexts(), [], 'the other playground says nothing of a stop');
  assert.deepEqual(current.problems.pageErrors, []);
}

/** A loop the guard stops, whose `finally` then backtracks for a second or two, which no guard can interrupt. */
const loopWithSlowWayOut = `try {\n  while (true) {}\n} finally {\n  /^(a+)+$/.test('a'.repeat(27) + '!');\n}`;

/**
 * Pastes `code` over the program's main.ts and waits for the one run that follows: the paste's
 * own, after the pause an edit gets. Not a press of Run as well: on a busy machine the press came
 * after that pause, and its run, held for a moment, then emptied the panels of the paste's run as
 * the test read them (CI at f373d13: a console of 0 lines where 1000 had just been seen).
 */
async function runHostile(code: string) {
  const pg = playground(current.page, program);
  await waitForRun(pg);
  await runStartedBy(pg, () => replaceCode(pg, 'main.ts', code));
  return pg;
}

describe('runaway code is stopped with a message naming the cause', () => {
  const cases: [string, string, RegExp][] = [
    [
      'unbounded recursion',
      `const down = (n: number): number => down(n + 1);\ndown(0);`,
      /RangeError: Maximum call stack size exceeded/,
    ],
    [
      'an endless chain of promises',
      `const spin = async (): Promise<void> => { await null; return spin(); };\nawait spin();`,
      /never let the page respond/,
    ],
    [
      // What a stopped loop does on its way out (here a regular expression that backtracks
      // for a second or two, which no guard can interrupt) does not hide why it was stopped.
      'a loop whose way out takes seconds',
      loopWithSlowWayOut,
      /main\.ts:2:.*never let the page respond/,
    ],
    [
      'an endless loop of timers',
      `const again = () => { setTimeout(again, 0); };\nagain();`,
      /Timers kept firing one after another, with no pause, for 1 s/,
    ],
  ];
  for (const [name, code, message] of cases) {
    test(name, async () => {
      const pg = await runHostile(code);
      await orSayWhy(
        pg,
        'The run was not stopped with a message in 20 s',
        pg.getByRole('alert').waitFor({timeout: 20_000}),
      );
      assert.match(await pg.getByRole('alert').innerText(), message);
      await pageStillWorks();
      await replaceCode(pg, 'main.ts', `console.log('next run');`);
      await runAgain(pg);
      await pg.getByRole('region', {name: 'Console'}).getByText('next run').waitFor();
    });
  }
});

describe('running again while the guards stop the run before', () => {
  test("ends with the guard's words for the code, not as a frame that stopped answering", async () => {
    const pg = playground(current.page, program);
    await waitForRun(pg);
    await replaceCode(pg, 'main.ts', loopWithSlowWayOut);
    // The paste runs by itself after a pause; Run is pressed while that run's loop holds the frame,
    // whose way out (after the guard's stop) then holds it for seconds more.
    await pg.locator('[data-runs]').getByText('Running…').waitFor();
    await pg.getByRole('button', {name: 'Run', exact: true}).click();
    await pg.getByRole('alert').waitFor({timeout: 15_000});
    assert.match((await pg.getByRole('alert').allInnerTexts()).join('\n'), /main\.ts:2:.*never let the page respond/);
    await pageStillWorks();
  });
});

describe('floods are capped', () => {
  test('100 000 console lines show a thousand, and say so', async () => {
    const pg = await runHostile(`for (let i = 0; i < 100000; i++) console.log('line', i);`);
    const consoleLines = pg.getByRole('region', {name: 'Console'}).getByRole('listitem');
    await consoleLines.last().getByText('Console output stopped after 999 lines').waitFor();
    const shown = await consoleLines.count();
    if (shown !== 1000) assert.fail(`The console shows ${shown} lines, not 1000: ${await describePlayground(pg)}`);
    await pageStillWorks();
  });

  test('an enormous request and response body are logged in part', async () => {
    const pg = await runHostile(
      `const r = await fetch('/todos', {method: 'POST', body: JSON.stringify({title: 'x'.repeat(5_000_000)})});\nconsole.log(r.status, (await r.text()).length);`,
    );
    // Ten megabytes through the relay and back: on two busy cores, more than the default 30 s.
    await orSayWhy(
      pg,
      'The run did not log "201 5000019" in 90 s',
      pg.getByRole('region', {name: 'Console'}).getByText('201 5000019').waitFor({timeout: 90_000}),
    );
    await pg.getByRole('table', {name: 'Request log'}).getByRole('button', {name: 'POST'}).click();
    const bodies = pg.getByRole('table', {name: 'Request log'}).locator('pre');
    const texts = await bodies.allInnerTexts();
    assert.ok(
      texts.some((text) => /… 4900012 more characters not shown$/.test(text)),
      'request body clipped',
    );
    assert.ok(
      texts.some((text) => /… 4900019 more characters not shown$/.test(text)),
      'response body clipped',
    );
    await pageStillWorks();
  });
});

describe('reader code cannot break the site', () => {
  test('replacing globals in one playground leaves the page and the other playground alone', async () => {
    await runHostile(
      `(globalThis as any).fetch = () => { throw new Error('broken fetch'); };\n(window as any).React = null;\nconsole.log('replaced');`,
    );
    await pageStillWorks();
    assert.equal(await current.page.evaluate(() => typeof window.fetch), 'function');
  });

  test('what the code logs or renders is shown as text, never as HTML', async () => {
    const pg = await runHostile(`console.log('<img src=x onerror="document.title=1"><b>bold</b>');`);
    const line = pg.getByRole('region', {name: 'Console'}).getByText('<b>bold</b>', {exact: false});
    assert.match(await line.innerText(), /<img src=x onerror="document.title=1"><b>bold<\/b>/);
    assert.equal(await pg.getByRole('region', {name: 'Console'}).locator('img, b').count(), 0);
    assert.notEqual(await current.page.title(), '1');
  });
});
