import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, test} from 'node:test';
import {setTimeout as sleep} from 'node:timers/promises';
import type {Page} from 'playwright-core';
import {encodeShareHash} from '../../playground/core/shareLink';
import {readExample} from '../../playground/node/examples';
import {loadedSearchBar, repoRoot, watchScript} from './harness';
import {
  afterTwoFrames,
  goToPlayground,
  hasFocus,
  linkCodeShown,
  openForEachTest,
  playground,
  requestLog,
  waitForRun,
} from './playgroundDriver';

/**
 * A reader with a keyboard only: runs a playground, leaves its editor, and
 * opens a request row, which stays open (and keeps focus) while the code
 * runs again. Each test opens its page itself, what it makes arrive late set
 * up before.
 */
const current = openForEachTest(null, {prefetch: false});

const files = readExample(path.join(repoRoot, 'docs/getting-started/examples/todo-program'));
/** Slow enough that the panels show the new run live, past the moment they hold the previous one. */
const slowNetwork = {latencyMs: 400, routes: {}};

/** What has focus, as a reader would name it. */
function focused(page: Page): Promise<string> {
  return page.evaluate(
    "(() => { const e = document.activeElement; return e ? `${e.tagName.toLowerCase()}${e.closest('.monaco-editor') ? ' in the editor' : ''}: ${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40)}` : 'nothing'; })()",
  );
}

/** Presses Tab until `wanted` has focus; fails naming what had focus instead. */
async function tabTo(page: Page, wanted: (description: string) => boolean, what: string): Promise<string> {
  const seen: string[] = [];
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (wanted(now)) return now;
    seen.push(now);
  }
  throw new Error(`Tab never reached ${what}; focus went through: ${seen.join(' | ')}`);
}

describe('with the keyboard alone', () => {
  test('a reader runs a playground, leaves the editor, and opens a request row that stays open across a run', async () => {
    const {page} = current;
    // Arriving from elsewhere, as from a link (on /playground itself only the hash would change, and the
    // playground already there would be replaced under the reader's keys).
    await page.goto(current.site.url(`/playground${encodeShareHash({kind: 'files', files, network: slowNetwork})}`));
    const pg = playground(page, 'playground');
    await linkCodeShown(pg);
    await tabTo(page, (name) => name === 'button: Run', 'Run');
    await page.keyboard.press('Enter');
    await waitForRun(pg);
    const firstRun = await requestLog(pg);
    assert.ok(firstRun.length >= 2, `the example makes requests: ${JSON.stringify(firstRun)}`);

    // Into the code, editing it, then out of it as the hint says.
    await tabTo(page, (name) => name.startsWith('div: '), 'the code');
    await pg.locator('[data-editor="ready"]').waitFor({timeout: 30_000});
    await page.keyboard.press('Enter');
    assert.match(await focused(page), / in the editor/, 'Enter edits');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    assert.doesNotMatch(await focused(page), /in the editor|^div: /, 'Esc then Tab leaves the code');

    const rows = pg.getByRole('table', {name: 'Request log'}).locator('button[aria-expanded]');
    await tabTo(page, (name) => name.startsWith(`button: ${firstRun[1]!.method}`), 'the second request row');
    await page.keyboard.press('Enter');
    assert.equal(await rows.nth(1).getAttribute('aria-expanded'), 'true');

    // Run again without moving focus (as run-as-you-type would), and watch the row through the run.
    const runs = Number(await pg.locator('[data-runs]').getAttribute('data-runs'));
    await pg.getByRole('button', {name: 'Run', exact: true}).evaluate((button: HTMLButtonElement) => button.click());
    await pg.getByText('Running…').waitFor();
    await page.waitForTimeout(300);
    assert.equal(await rows.nth(1).getAttribute('aria-expanded'), 'true', 'open while the run is under way');
    assert.match(
      await focused(page),
      new RegExp(`^button: ${firstRun[1]!.method}`),
      'focus stays on the row while the run is under way',
    );
    await page.waitForFunction(
      (before) =>
        Number(document.querySelector('[data-example="playground"] [data-runs]')?.getAttribute('data-runs')) > before,
      runs,
    );
    await waitForRun(pg);
    assert.equal(await rows.nth(1).getAttribute('aria-expanded'), 'true', 'open after the run');
    assert.match(
      await focused(page),
      new RegExp(`^button: ${firstRun[1]!.method}`),
      'focus stays on the row after the run',
    );
    assert.deepEqual(
      (await requestLog(pg)).map((row) => `${row.method} ${row.url}`),
      firstRun.map((row) => `${row.method} ${row.url}`),
    );
    assert.deepEqual(current.problems.pageErrors, []);
  });

  test('Tab stops once at the code and moves on; Enter edits it, Esc leaves it', async () => {
    const {page} = current;
    await page.goto(current.site.url('/playground'));
    const pg = playground(page, 'playground');
    await pg.locator('[data-editor="ready"]').waitFor({timeout: 30_000});
    // The editor paints what is typed on a later frame: read the code once two frames have gone.
    const code = async () => {
      await afterTwoFrames(page);
      return (await pg.locator('.view-lines').innerText()).replace(/\s+/g, ' ');
    };
    /** The code as shown, once it shows `wanted` or 5 s have gone (a loaded machine paints late). */
    const codeShowing = async (wanted: string) => {
      let shown = await code();
      for (const until = Date.now() + 5000; shown !== wanted && Date.now() < until; shown = await code())
        await page.waitForTimeout(100);
      return shown;
    };
    const before = await code();
    const next = pg.getByLabel('Run as I type');
    await next.focus();
    await page.keyboard.press('Shift+Tab');
    assert.match(await focused(page), /^div: /, 'Shift+Tab from the next control: focus on the code area');
    await page.keyboard.press('Tab');
    assert.ok(await hasFocus(next), `Tab passes the code without entering it; focus: ${await focused(page)}`);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    assert.match(await focused(page), / in the editor/, 'Enter: editing');
    assert.equal(await code(), before, 'Enter typed nothing');
    assert.equal(
      await pg.locator('[data-focus="code"]').evaluate((area) => getComputedStyle(area).outlineStyle),
      'solid',
      'an outline around the code while editing',
    );
    await page.keyboard.type('x');
    assert.equal(
      await codeShowing(`x${before}`),
      `x${before}`,
      `what is typed goes into the code; focus: ${await focused(page)}`,
    );
    // Esc closes what the editor has open first (here its suggestions), and leaves after that.
    await page.keyboard.press('Control+Space');
    await pg.locator('.suggest-widget.visible').waitFor();
    await page.keyboard.press('Escape');
    await pg.locator('.suggest-widget.visible').waitFor({state: 'detached'});
    assert.match(await focused(page), / in the editor/, 'the first Esc closed the suggestions only');
    await page.keyboard.press('Escape');
    assert.match(await focused(page), /^div: /, 'Esc: back on the code area');
    await page.keyboard.press('Tab');
    assert.ok(await hasFocus(next), `and Tab moves on; focus: ${await focused(page)}`);
  });

  test('a reader who tabs past the search box keeps focus where they went when its index arrives', async () => {
    const {page} = current;
    // Focus on the search box starts loading its index; the index arrives once the reader has moved on.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    // The search index is fetched by the search's own worker, which only the context's routes see.
    await page.context().route(/\/search-index[^/]*\.json(\?|$)/, async (route) => {
      asked();
      await released;
      await route.continue();
    });
    await page.goto(current.site.url('/docs/getting-started'));
    await tabTo(page, (name) => name.startsWith('input: Search'), 'the search box');
    const next = await tabTo(page, (name) => !name.startsWith('input: Search'), 'past the search box');
    await Promise.race([
      requested,
      // Unreferenced: once the index is asked for, this timer must not hold the test process open.
      sleep(20_000, undefined, {ref: false}).then(() => {
        throw new Error('focus on the search box never asked for its index');
      }),
    ]);
    release();
    // The search box is ready once its autocomplete is set up.
    await loadedSearchBar(page).waitFor({state: 'attached'});
    await page.waitForTimeout(300);
    assert.equal(await focused(page), next, 'focus stays where the reader tabbed to');
    await page.context().unrouteAll({behavior: 'ignoreErrors'});
  });

  test("a reader who tabs on as the search bar's code arrives on a busy page keeps focus where they went", async () => {
    const {page} = current;
    await page.goto(current.site.url('/docs/reference'));
    // The bar's code (its chunk, the one that names autocomplete's events) held until the reader is in the box.
    const bar = await watchScript(page, 'autocomplete:closed', 'until released');
    await tabTo(page, (name) => name.startsWith('input: Search'), 'the search box');
    for (const until = Date.now() + 10_000; !bar.asked(); await sleep(50)) {
      if (Date.now() > until) throw new Error("focus on the search box never asked for the bar's code");
    }
    // A main thread busy as the code arrives, as under load (CI at ccb775c): the first message a
    // script posts on a MessagePort from now on (React's scheduler asking for its next task, the
    // bar's render) is followed by 1.5 s of work, and a key pressed meanwhile is handled first.
    await page.evaluate(`(() => {
      const post = MessagePort.prototype.postMessage;
      MessagePort.prototype.postMessage = function (...args) {
        MessagePort.prototype.postMessage = post;
        post.apply(this, args);
        const until = performance.now() + 1500;
        while (performance.now() < until);
      };
    })()`);
    bar.release();
    // Tab once the page has stopped answering: it is pressed while the page works.
    for (const until = Date.now() + 10_000; ;) {
      const answered = await Promise.race([page.evaluate('1').then(() => true), sleep(150).then(() => false)]);
      if (!answered) break;
      if (Date.now() > until) throw new Error("the page never got busy once the bar's code was let through");
      await sleep(20);
    }
    await page.keyboard.press('Tab');
    await loadedSearchBar(page).waitFor({state: 'attached'});
    await page.waitForTimeout(300);
    const now = await focused(page);
    assert.ok(!now.startsWith('input: Search') && !now.startsWith('body'), `focus went back to the search box: ${now}`);
  });

  test('a reader in a code area as the editor arrives stays in the code, and what they typed meanwhile is typed', async () => {
    const {page} = current;
    // The editor's code (Monaco) arrives late, so the reader is in the code area before it.
    await watchScript(page, 'MonacoEnvironment', 2000);
    await page.goto(current.site.url('/docs/getting-started'));
    const pg = await goToPlayground(playground(page, 'getting-started/examples/todo-refresh'));
    await pg.locator('[data-focus="code"][tabindex="0"]').focus();
    assert.equal(await pg.locator('[data-editor="ready"]').count(), 0, 'the editor is not there yet');
    await page.keyboard.type('xyzz');
    await page.keyboard.press('Backspace');
    await pg.locator('[data-editor="ready"]').waitFor({timeout: 20_000});
    await page.waitForFunction(() => document.activeElement !== document.body, null, {timeout: 2000}).catch(() => {});
    assert.match(await focused(page), / in the editor/, 'focus after the editor arrived');
    assert.equal(
      await pg.evaluate((element) => element.querySelector('.view-line')?.textContent?.slice(0, 9)),
      'xyzimport',
      'the keys typed before it arrived, at the start of the file',
    );
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });

  test('a reader on the Run button as the playground takes over from its shell stays on Run', async () => {
    const {page} = current;
    // The playground's own code arrives late, so the reader reaches the shell's Run first.
    await watchScript(page, 'Request log of', 3000);
    // Not until 'load', which waits for that code too.
    await page.goto(current.site.url('/docs/getting-started'), {waitUntil: 'domcontentloaded'});
    await page.locator('[data-shell] button[data-focus="run"]').first().focus();
    assert.equal(await focused(page), 'button: Run');
    // What had focus right after the shell left the page (a mutation observer's turn comes before
    // the browser handles another key): a key pressed then goes where focus is.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as {focusAsShellLeft: string[]}).focusAsShellLeft = seen;
      const shell = document.activeElement!.closest('[data-shell]')!;
      new MutationObserver((records) => {
        const left = records.some((record) =>
          Array.from(record.removedNodes).some((node) => node === shell || node.contains(shell)),
        );
        const active = document.activeElement;
        if (left)
          seen.push(active ? `${active.tagName.toLowerCase()}: ${active.textContent?.trim().slice(0, 20)}` : 'nothing');
      }).observe(document.body, {childList: true, subtree: true});
    });
    // The shell the reader is in (others, far from the window, stay shells until the reader comes near).
    const inShell = await page.evaluate(() =>
      document.activeElement!.closest('[data-shell]')!.getAttribute('data-example'),
    );
    await page.locator(`[data-shell][data-example="${inShell}"]`).waitFor({state: 'detached', timeout: 20_000});
    assert.equal(
      (await page.evaluate(() => (window as unknown as {focusAsShellLeft: string[]}).focusAsShellLeft))[0],
      'button: Run',
      'focus as the shell left the page',
    );
    assert.equal(await focused(page), 'button: Run');
    assert.ok(
      await page.evaluate(
        "!!document.activeElement.closest('[data-example]') && !document.activeElement.closest('[data-shell]')",
      ),
      "the playground's own Run",
    );
    // Frames may still be fetching their scripts through the route as the page closes.
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });
});
