import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {findEntry} from '../../playground/core/files';
import type {PreviewStep, Task} from '../../playground/core/tasks';
import {readExample} from '../../playground/node/examples';
import {progressKey} from '../../playground/session/progress';
import {docsDir, readTaskPlaygrounds} from '../../playground/node/taskPlaygrounds';
import {isolatedContext, repoRoot, useSiteAndBrowser, watchPage, type Page} from './harness';
import {
  clickInFrame,
  hasFocus,
  orSayWhy,
  playground,
  preview,
  replaceCode,
  requestFullUrls,
  runAgain,
  runStartedBy,
  waitForRun,
} from './playgroundDriver';

const examplesDir = path.join(repoRoot, 'docs/tutorial/examples');
const shared = useSiteAndBrowser({prefetch: false});

type Pg = ReturnType<typeof playground>;

function taskItem(pg: Pg, task: Task) {
  return pg.locator(`[data-task="${task.name}"]`);
}

/**
 * Does a task's preview steps as a learner would, in the preview frame. The starting files may
 * lack a step's button or field: there it stops. The solution's preview has every one: a step
 * whose target does not show (in 15 s, for a loaded machine) fails, naming the step and what the
 * playground showed.
 */
async function doPreviewSteps(pg: Pg, steps: readonly PreviewStep[] = [], all: 'may stop' | 'all' = 'may stop') {
  for (const step of steps) {
    const target =
      'click' in step
        ? preview(pg).getByRole('button', {name: step.click, exact: true})
        : preview(pg).getByLabel(step.fill, {exact: true});
    if (all === 'all') {
      const what = 'click' in step ? `button "${step.click}"` : `field "${step.fill}"`;
      await orSayWhy(pg, `the solution's preview showed no ${what}`, target.waitFor({timeout: 15_000}));
    } else {
      try {
        await target.waitFor({timeout: 3_000});
      } catch {
        return;
      }
    }
    if ('click' in step) await clickInFrame(target);
    else await target.fill(step.value);
  }
}

/** The task's status once the run, and what its preview steps sent, has been checked. */
async function statusAfter(pg: Pg, task: Task, want: 'done' | 'not-yet'): Promise<string> {
  const item = taskItem(pg, task);
  try {
    await item.and(pg.page().locator(`[data-status="${want}"]`)).waitFor({timeout: want === 'done' ? 10_000 : 1_500});
  } catch {
    // Reported below, with what the task shows.
  }
  if (want === 'not-yet') await pg.page().waitForTimeout(500);
  return (await item.getAttribute('data-status')) ?? 'missing';
}

async function openStep(page: Page, slug: string, query = ''): Promise<void> {
  await page.goto(shared.site.url(`/docs/tutorial/${slug}${query}`));
}

describe('tasks in Chromium: the starting files fail with a hint, the solution passes', () => {
  for (const {page: docPage, start, tasks} of readTaskPlaygrounds()) {
    test(docPage, async () => {
      const {context} = await isolatedContext(shared.browser);
      try {
        const page = await context.newPage();
        const problems = watchPage(page);
        await page.goto(shared.site.url(`/docs/${docPage}`));
        const pg = playground(page, start);
        await waitForRun(pg);
        const files = readExample(path.join(docsDir, start));
        const entry = findEntry(files);
        for (const task of tasks) {
          // An attempt: the starting code, edited (a comment), run, and the task's preview steps done.
          await replaceCode(pg, entry, `${files[entry]}\n// ${task.name}: first attempt\n`);
          await runAgain(pg);
          await doPreviewSteps(pg, task.preview);
          assert.equal(
            await statusAfter(pg, task, 'not-yet'),
            'not-yet',
            `${docPage}: the starting files pass "${task.name}" in Chromium`,
          );
          const hint = taskItem(pg, task).locator('[data-task-hint]');
          assert.ok(
            (await hint.count()) === 1 && (await hint.innerText()).length > 20,
            `${docPage}: "${task.name}" shows no hint after a failed attempt`,
          );

          // The solution, applied from the task's diff, run, and the same preview steps.
          await taskItem(pg, task).getByRole('button', {name: 'Show solution'}).click();
          await taskItem(pg, task).locator('[data-diff="ready"]').waitFor({timeout: 30_000});
          await runStartedBy(pg, () => taskItem(pg, task).getByRole('button', {name: 'Apply the solution'}).click());
          await doPreviewSteps(pg, task.preview, 'all');
          const status = await statusAfter(pg, task, 'done');
          const shownHint = await taskItem(pg, task).locator('[data-task-hint]').allInnerTexts();
          assert.equal(
            status,
            'done',
            `${docPage}: the solution fails "${task.name}" in Chromium; hint: ${JSON.stringify(shownHint)}`,
          );
          // Passed, but by the solution: said so, and not kept as progress.
          assert.equal(await taskItem(pg, task).locator('[data-task-status]').innerText(), 'Done ✓ with the solution');
          const progress = await page.evaluate((key) => localStorage.getItem(key), progressKey);
          assert.ok(
            !progress?.includes(`"${task.name}"`),
            `${docPage}: the applied solution of "${task.name}" was kept as progress: ${progress}`,
          );
          await taskItem(pg, task).getByRole('button', {name: 'Hide solution'}).click();
          await runStartedBy(pg, () => pg.getByRole('button', {name: 'Reset'}).first().click());
        }
        assert.deepEqual([...problems.consoleErrors, ...problems.pageErrors], [], 'the page reported errors');
      } finally {
        await context.close();
      }
    });
  }
});

/** Step 1 with its `pk()` keyed by title: the store's keys are wrong, and the hint says which. */
const wrongResources = readFileSync(path.join(examplesDir, 'step-1/resources.ts'), 'utf8').replace(
  'return `${this.id}`;',
  'return this.title;',
);
const rightResources = readFileSync(path.join(examplesDir, 'step-1/resources.ts'), 'utf8');
const solutionMain = readFileSync(path.join(examplesDir, 'step-1/main.ts'), 'utf8');

describe('a learner does step 1', () => {
  test('edit, run, hint, fix, ✓, and the progress on the index and in the sidebar', async () => {
    const {context} = await isolatedContext(shared.browser);
    try {
      const page = await context.newPage();
      const problems = watchPage(page);
      await openStep(page, '1-define-a-resource');
      const pg = playground(page, 'tutorial/examples/step-0');
      const tasks = pg.locator('[data-tasks]');
      await waitForRun(pg);
      assert.deepEqual(await tasks.locator('[data-task-status]').allInnerTexts(), ['Not yet', 'Not yet']);
      assert.equal(await tasks.locator('[data-task-hint]').count(), 0, 'a hint before the learner tried anything');

      // A first attempt, with pk() returning the title.
      assert.ok(wrongResources !== rightResources, 'the wrong pk() was not made');
      await replaceCode(pg, 'resources.ts', wrongResources);
      await replaceCode(pg, 'main.ts', solutionMain);
      await runAgain(pg);
      const articleTable = pg.locator('[data-task="article-table"]');
      await articleTable.locator('[data-task-hint]').waitFor();
      const hint = await articleTable.locator('[data-task-hint]').innerText();
      assert.match(
        hint,
        /entities\.Article holds the keys "Paths with parameters", "Suspense in one page", "Why normalize\?", not "1", "2", "3"/,
      );
      assert.equal(await articleTable.locator('[data-task-status]').innerText(), 'Not yet');
      assert.match(
        await tasks.getByRole('status').innerText(),
        /Store each article once: not yet\. entities\.Article holds the keys/,
      );

      // The fix.
      await replaceCode(pg, 'resources.ts', rightResources);
      await runAgain(pg);
      await tasks.locator('[data-task-status]', {hasText: 'Done ✓'}).nth(1).waitFor();
      assert.deepEqual(await tasks.locator('[data-task-status]').allInnerTexts(), ['Done ✓', 'Done ✓']);
      assert.equal(
        await tasks.getByRole('status').innerText(),
        'Store each article once: done. One request, a list of keys: done',
      );

      // The solution, opened while the code is the solution's, then the code changed: the diff appears with the difference.
      await articleTable.getByRole('button', {name: 'Show solution'}).click();
      await articleTable.getByText("Your files are the solution's already.").waitFor();
      await replaceCode(pg, 'resources.ts', wrongResources);
      await articleTable
        .locator('[data-diff="ready"] .view-line', {hasText: 'return this.title;'})
        .first()
        .waitFor({timeout: 30_000});

      // The index shows step 1 done, the sidebar marks it, and Clear progress forgets it.
      await page.goto(shared.site.url('/docs/tutorial'));
      const row = page.locator('[data-step="1-define-a-resource"]');
      await row.and(page.locator('[data-done="true"]')).waitFor({timeout: 5_000});
      assert.match(await row.innerText(), /1\. Define a resource\s*done/);
      assert.equal(await page.locator('[data-step="2-show-the-list"]').getAttribute('data-done'), 'false');
      const sidebarDone = page.locator('nav .sidebar-step-done a[href$="/docs/tutorial/1-define-a-resource"]');
      assert.equal(await sidebarDone.count(), 1, 'the sidebar does not mark step 1 done');
      await page.getByRole('button', {name: 'Clear progress'}).click();
      await row.and(page.locator('[data-done="false"]')).waitFor({timeout: 5_000});
      assert.equal(
        await page.locator('nav .sidebar-step-done').count(),
        0,
        'the sidebar still marks a step done after Clear progress',
      );
      assert.deepEqual([...problems.consoleErrors, ...problems.pageErrors], [], 'the pages reported errors');
    } finally {
      await context.close();
    }
  });
});

describe('a learner with the keyboard alone', () => {
  test('step 2 by keys only: Show solution, Apply it, the task turns ✓, and focus is never lost', async () => {
    const {context} = await isolatedContext(shared.browser);
    try {
      const page = await context.newPage();
      await openStep(page, '2-show-the-list');
      const pg = playground(page, 'tutorial/examples/step-2-start');
      await waitForRun(pg);
      const task = pg.locator('[data-task]').first();
      const onBody = () => page.evaluate('document.activeElement === document.body || document.activeElement === null');
      /** Tabs until the control named `name` has focus; fails naming where focus went. */
      const tabTo = async (name: string) => {
        const seen: string[] = [];
        for (let presses = 0; presses < 150; presses++) {
          await page.keyboard.press('Tab');
          const now = await page.evaluate<string>("(document.activeElement?.textContent ?? '').trim()");
          if (now === name) return;
          seen.push(now.slice(0, 20));
        }
        throw new Error(`Tab never reached ${name}; focus went through: ${seen.join(' | ')}`);
      };
      await tabTo('Show solution');
      await page.keyboard.press('Enter');
      await task.locator('[data-diff="ready"]').waitFor({timeout: 30_000});
      assert.ok(
        await hasFocus(task.getByRole('button', {name: 'Hide solution'})),
        'focus on the same button, now Hide solution',
      );
      await page.keyboard.press('Tab');
      const apply = task.getByRole('button', {name: 'Apply the solution'});
      assert.ok(await hasFocus(apply), 'Tab: Apply the solution');
      await page.keyboard.press('Enter');
      await task.locator('[data-task-status]', {hasText: 'Done ✓'}).waitFor({timeout: 30_000});
      assert.equal(await onBody(), false, 'focus not lost to the page after Apply and its run');
      assert.ok(await hasFocus(apply), 'focus stays on Apply the solution');
      // On to the code: one Tab stop, Enter edits, Esc leaves, focus never on the page.
      await pg.locator('[data-focus="code"]').focus();
      await page.keyboard.press('Enter');
      await pg.locator('.monaco-editor.focused').waitFor({timeout: 30_000});
      await page.keyboard.press('Escape');
      assert.ok(await hasFocus(pg.locator('[data-focus="code"]')), 'Esc: back on the code area');
      await page.keyboard.press('Control+Enter');
      await waitForRun(pg);
      assert.equal(await onBody(), false, 'focus not lost after Ctrl+Enter and its run');
    } finally {
      await context.close();
    }
  });
});

describe('links to a task', () => {
  test('?solution= opens the task with its diff shown, scrolled to it', async () => {
    const {context} = await isolatedContext(shared.browser);
    try {
      const page = await context.newPage();
      await openStep(page, '4-create-an-article', '?solution=publish#task-publish');
      const pg = playground(page, 'tutorial/examples/step-3');
      const item = pg.locator('#task-publish');
      await item.locator('[data-diff="ready"]').waitFor({timeout: 30_000});
      assert.equal(await item.getByRole('button', {name: 'Hide solution'}).getAttribute('aria-expanded'), 'true');
      const top = await item.evaluate((element) => element.getBoundingClientRect().top);
      assert.ok(top >= 0 && top < 200, `the task is ${top} px from the top of the window, not at it`);
    } finally {
      await context.close();
    }
  });

  test('#task-<name> holds its place while the playground loads and runs', async () => {
    const {context} = await isolatedContext(shared.browser);
    try {
      const page = await context.newPage();
      await openStep(page, '6-delete-an-article', '#task-back-to-list');
      const pg = playground(page, 'tutorial/examples/step-5');
      await waitForRun(pg);
      await pg.locator('[data-editor="ready"]').waitFor({timeout: 30_000});
      await page.waitForTimeout(500);
      const {top, navbar} = await pg.locator('#task-back-to-list').evaluate((element) => ({
        top: element.getBoundingClientRect().top,
        navbar: document.querySelector('.navbar')!.getBoundingClientRect().height,
      }));
      assert.ok(
        Math.abs(top - navbar) <= 12,
        `#task-back-to-list is ${top} px from the top once the playground has loaded; the navbar is ${navbar} px`,
      );
    } finally {
      await context.close();
    }
  });

  test('"with my code" carries the files; they wait for Run, and Reset brings the starting files back', async () => {
    const {context} = await isolatedContext(shared.browser);
    try {
      const page = await context.newPage();
      await openStep(page, '1-define-a-resource');
      const pg = playground(page, 'tutorial/examples/step-0');
      await waitForRun(pg);
      await replaceCode(pg, 'resources.ts', rightResources);
      await replaceCode(pg, 'main.ts', solutionMain);
      const href = await pg
        .locator('#task-list-of-keys')
        .getByRole('link', {name: 'with my code'})
        .getAttribute('href');
      assert.ok(href?.includes('?edits=v1') && href.endsWith('#task-list-of-keys'), `the link is ${href}`);

      const other = await (await isolatedContext(shared.browser)).context.newPage();
      await other.goto(shared.site.url(href!));
      const opened = playground(other, 'tutorial/examples/step-0');
      await opened.locator('[data-runs]').getByText('Not run yet').waitFor({timeout: 20_000});
      await runAgain(opened);
      const task = opened.locator('#task-list-of-keys');
      await orSayWhy(
        opened,
        async () =>
          `#task-list-of-keys is "${await task.getAttribute('data-status')}" after the run: "${await task.innerText()}"`,
        opened.locator('#task-list-of-keys[data-status="done"]').waitFor({timeout: 10_000}),
      );
      await runStartedBy(opened, () => opened.getByRole('button', {name: 'Reset'}).first().click());
      assert.equal(await opened.locator('#task-list-of-keys').getAttribute('data-status'), 'not-yet');
      await other.context().close();
    } finally {
      await context.close();
    }
  });
});

const commentsStart = 'examples/path-rules-comments';
const commentsSolved = readFileSync(path.join(docsDir, 'examples/path-rules-comments-solved/resources.ts'), 'utf8');

describe('a task outside the tutorial', () => {
  test('path rules: the start fails with a hint naming the request, the fix turns it ✓, and after a reload it says done before', async () => {
    const {context} = await isolatedContext(shared.browser);
    try {
      const page = await context.newPage();
      const problems = watchPage(page);
      await page.goto(shared.site.url('/docs/path-rules#task-comments-url'));
      const pg = playground(page, commentsStart);
      const item = pg.locator('#task-comments-url');
      await waitForRun(pg);
      assert.equal(await item.locator('[data-task-status]').innerText(), 'Not yet');

      // A first attempt: the comment is edited, the path is not.
      const start = readExample(path.join(docsDir, commentsStart));
      await replaceCode(pg, 'resources.ts', `${start['resources.ts']}\n// first attempt\n`);
      await runAgain(pg);
      await item.locator('[data-task-hint]').waitFor({timeout: 10_000});
      assert.match(
        await item.locator('[data-task-hint]').innerText(),
        /GET \/comments\?postId=2&unread=true&userId=1 \(200\) was sent: userId and postId went to the query string/,
      );

      // The fix, typed in: the learner's own, so it is kept.
      await replaceCode(pg, 'resources.ts', commentsSolved);
      await runAgain(pg);
      await item.and(page.locator('[data-status="done"]')).waitFor({timeout: 10_000});
      assert.equal(await item.locator('[data-task-status]').innerText(), 'Done ✓');
      const sent = (await requestFullUrls(pg)).map((url) => `${new URL(url).pathname}${new URL(url).search}`);
      assert.deepEqual(sent, ['/users/1/posts/2/comments?unread=true']);

      // Back later: the saved edits wait for Run, and the task says it was done.
      await page.reload();
      await item.locator('[data-task-status]', {hasText: 'Done before ✓'}).waitFor({timeout: 10_000});
      assert.deepEqual([...problems.consoleErrors, ...problems.pageErrors], [], 'the page reported errors');
    } finally {
      await context.close();
    }
  });
});

describe('the solution diff on a phone', () => {
  for (const theme of ['light', 'dark']) {
    test(`at 390 px (${theme}) it stays inside the screen, and the page does not scroll sideways`, async () => {
      const {context} = await isolatedContext(shared.browser, {viewport: {width: 390, height: 844}});
      try {
        const page = await context.newPage();
        await page.addInitScript((name) => localStorage.setItem('theme', name), theme);
        await openStep(page, '4-create-an-article', '?solution=publish#task-publish');
        const diff = playground(page, 'tutorial/examples/step-3').locator('#task-publish [data-diff="ready"]');
        await diff.waitFor({timeout: 30_000});
        await diff.locator('.view-line').first().waitFor();
        const box = await diff.boundingBox();
        assert.ok(
          box && box.x >= 0 && box.x + box.width <= 390,
          `the diff spans ${box?.x} to ${box ? box.x + box.width : '?'} px of a 390 px screen`,
        );
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          inner: window.innerWidth,
        }));
        assert.ok(
          widths.scroll <= widths.inner,
          `the page is ${widths.scroll} px wide in a ${widths.inner} px window: it scrolls sideways`,
        );
      } finally {
        await context.close();
      }
    });
  }
});
