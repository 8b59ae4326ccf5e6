import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, test} from 'node:test';
import {isolatedContext, repoRoot, useSiteAndBrowser} from './harness';
import {recordedOrigin} from '../../playground/core/recorded';
import {shownUrl} from '../../playground/core/requestRecorder';
import {readExample, readExpectations} from '../../playground/node/examples';
import {playground, requestLog, waitForRun} from './playgroundDriver';

/** A reader with JavaScript off reads every file of every example, and the run the build recorded of it. */
const shared = useSiteAndBrowser();
const program = 'getting-started/examples/todo-program';
const component = 'getting-started/examples/todo-list';

/**
 * A playground's parts in the order the page holds them: the tasks, the file tabs, the code, the
 * status, each panel by its region's or table's name (the example's id taken off), once each.
 */
const partsInOrder = `(pg) => {
  const id = pg.getAttribute('data-example');
  const parts = '[data-tasks], [role=tablist], [role=tabpanel], [role=status], [data-shell-status], section[aria-label], table[aria-label]';
  const names = [...pg.querySelectorAll(parts)].filter((part) => !part.parentElement.closest('[data-tasks]')).map((part) =>
    part.matches('[data-tasks]') ? 'tasks'
    : part.matches('[role=tablist]') ? 'file tabs'
    : part.matches('[role=tabpanel]') ? 'code'
    : part.matches('[role=status], [data-shell-status]') ? 'status'
    : part.getAttribute('aria-label').replace(' of ' + id, ''));
  return names.filter((name, index) => names.indexOf(name) === index);
}`;

describe('with JavaScript off', () => {
  test('every file of an example is shown under its name, with its recorded request log, store and console', async () => {
    const {context} = await isolatedContext(shared.browser, {javaScriptEnabled: false});
    try {
      const page = await context.newPage();
      await page.goto(shared.site.url('/docs/getting-started'));
      const pg = playground(page, program);
      const files = readExample(path.join(repoRoot, 'docs', program));
      for (const [file, source] of Object.entries(files)) {
        const panel = pg.locator(`[role="tabpanel"][data-file="${file}"]`);
        assert.ok(await panel.isVisible(), `${file} is shown`);
        const firstLine = source
          .split('\n')
          .find((line) => line.trim())!
          .trim();
        assert.ok((await panel.innerText()).includes(firstLine), `${file} shows its code: ${firstLine}`);
        const label = await panel.evaluate((element) => getComputedStyle(element, '::before').content);
        assert.equal(label, JSON.stringify(file), `${file} is named above its code`);
      }
      // The run the build recorded: its request log, store and console.
      const expected = readExpectations(path.join(repoRoot, 'docs', program))!;
      assert.deepEqual(
        (await requestLog(pg)).map(({method, url, status}) => ({method, url, status: Number(status)})),
        // The server knows no page origin: it shows the recording's own origin as the page's.
        expected.requests.map(({method, url, status}) => ({method, url: shownUrl(url, recordedOrigin), status})),
      );
      const store = pg.getByRole('region', {name: /^Store of/});
      for (const table of Object.keys(expected.entities))
        assert.ok((await store.innerText()).includes(table), `the store shows ${table}`);
      assert.deepEqual(
        await pg
          .getByRole('region', {name: /^Console of/})
          .locator('li pre')
          .allInnerTexts(),
        expected.console,
      );
      await pg
        .getByText(/Recorded when the site was built: its requests, store and console are below/)
        .waitFor({timeout: 5000});
      assert.equal(await pg.getByText('Starting…').isVisible(), false, 'no status that waits for ever');
      assert.equal(await pg.getByRole('tab').first().isVisible(), false, 'no tabs that cannot switch');
      // Every playground on the page, every file.
      const shown = await page
        .locator('[data-example] [role="tabpanel"]')
        .evaluateAll((panels) => panels.filter((panel) => (panel as HTMLElement).offsetHeight > 0).length);
      assert.equal(shown, await page.locator('[data-example] [role="tabpanel"]').count());
      // And every playground's recorded request log.
      for (const example of await page
        .locator('[data-example]')
        .evaluateAll((all) => all.map((element) => element.getAttribute('data-example')!))) {
        const rows = await requestLog(playground(page, example));
        assert.ok(rows.length > 0, `${example} shows its recorded requests`);
      }
    } finally {
      await context.close();
    }
  });

  test('the full-page playground shows its default example with the run the build recorded, and how to run it', async () => {
    const {context} = await isolatedContext(shared.browser, {javaScriptEnabled: false});
    try {
      const page = await context.newPage();
      await page.goto(shared.site.url('/playground'));
      const pg = playground(page, 'playground');
      const expected = readExpectations(path.join(repoRoot, 'docs/examples/playground-start'))!;
      assert.deepEqual(
        (await requestLog(pg)).map(({method, url, status}) => ({method, url, status: Number(status)})),
        expected.requests.map(({method, url, status}) => ({method, url: shownUrl(url, recordedOrigin), status})),
        'the recorded request log',
      );
      assert.deepEqual(
        await pg
          .getByRole('region', {name: /^Console of/})
          .locator('li pre')
          .allInnerTexts(),
        expected.console ?? [],
      );
      await pg
        .getByText(
          'Recorded when the site was built: its requests, store and console are below. Turn on JavaScript to run it live and edit it.',
        )
        .waitFor({timeout: 5000});
      // The intro speaks of no control a reader without JavaScript does not have.
      const main = await page.locator('main').innerText();
      assert.doesNotMatch(main, /Copy link/, 'no Copy link without JavaScript');
    } finally {
      await context.close();
    }
  });

  test("a component example shows its preview as the build's run left it, and one with no recorded preview says why", async () => {
    const {context} = await isolatedContext(shared.browser, {javaScriptEnabled: false});
    try {
      const page = await context.newPage();
      await page.goto(shared.site.url('/docs/getting-started'));
      const shown = playground(page, component).locator(
        'section[aria-label^="Preview of"] [data-recorded-preview] .playground-preview',
      );
      assert.equal(await shown.count(), 1, 'the todo list has its recorded preview in the HTML');
      const titles = (
        JSON.parse(readExample(path.join(repoRoot, 'docs', component))['db.json']!) as {todos: {title: string}[]}
      ).todos.map((todo) => todo.title);
      assert.deepEqual(
        (await shown.innerText()).split('\n').map((line) => line.trim()),
        titles,
        'the todo titles the recorded run rendered',
      );
      assert.ok((await shown.boundingBox())!.height > 48, 'as tall as its content');
      await page.goto(shared.site.url('/docs/in-depth/lifecycle'));
      const line = playground(page, 'in-depth/examples/lifecycle-playground').locator(
        'section[aria-label^="Preview of"]',
      );
      assert.match(
        await line.innerText(),
        /^The preview shows once the example runs, which needs JavaScript \(it was not recorded when the site was built: it kept changing after its run had ended: a timer drives it\)\.$/,
      );
    } finally {
      await context.close();
    }
  });

  test('a playground lays out the same parts in the same order without JavaScript as live', async () => {
    const pages = [
      ['/docs/getting-started', component],
      ['/docs/tutorial/2-show-the-list', 'tutorial/examples/step-2-start'],
    ] as const;
    for (const [pathname, example] of pages) {
      const orders: string[][] = [];
      for (const javaScriptEnabled of [false, true]) {
        const {context} = await isolatedContext(shared.browser, {javaScriptEnabled});
        try {
          const page = await context.newPage();
          await page.goto(shared.site.url(pathname));
          const pg = playground(page, example);
          if (javaScriptEnabled) await waitForRun(pg);
          orders.push(await pg.evaluate(`(${partsInOrder})(document.querySelector('[data-example="${example}"]'))`));
        } finally {
          await context.close();
        }
      }
      const [shell, live] = orders as [string[], string[]];
      assert.ok(shell.length >= 6, `${example} without JavaScript: ${shell.join(', ')}`);
      assert.deepEqual(shell, live, `${example}: the shell's parts, then the live playground's`);
    }
  });
});
