import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {encodeShareHash} from '../../playground/core/shareLink';
import {stopCauses} from '../../playground/session/guestLink';
import {buildDir, isolatedContext, startSite, useSiteAndBrowser, watchPage} from './harness';
import {capturePagePort} from './hostileCode';
import {
  consoleOf,
  orSayWhy,
  playground,
  replaceCode,
  requestLog,
  runAgain,
  runLinkedCode,
  unlessNoAnswer,
  waitForRequests,
  waitForRun,
  within,
} from './playgroundDriver';

/**
 * Reader code, above all code from a share link, runs where it cannot reach
 * the docs page, its storage, its cookies or the tab, plants nothing for a
 * later visit, and cannot freeze the page. Each test replays an attack on
 * the production build as a link-sharer would send it.
 */
const shared = useSiteAndBrowser({prefetch: false});

const program = 'getting-started/examples/todo-program';
const component = 'getting-started/examples/todo-list';
/** A saved-edits key a link could predict from the public example. */
const plantedKey = `playground-edits:/docs/getting-started:${program}:planted`;

async function withPage<T>(body: (page: Page, problems: ReturnType<typeof watchPage>) => Promise<T>): Promise<T> {
  const {context} = await isolatedContext(shared.browser);
  try {
    const page = await context.newPage();
    const problems = watchPage(page);
    const result = await body(page, problems);
    assert.deepEqual(problems.pageErrors, []);
    return result;
  } finally {
    await context.close();
  }
}

/** Waits at most `ms` for the page to answer; a frozen page fails the test with a message instead of hanging it. */
async function pageAnswers(page: Page, ms = 5000): Promise<void> {
  const answered = await unlessNoAnswer(
    within(
      ms,
      page.evaluate(() => document.title).then(() => true),
      'asking the docs page its title',
    ),
    () => false,
  );
  assert.ok(answered, `the docs page did not answer for ${ms} ms: the reader's code froze it`);
}

describe('code from a link', () => {
  test('cannot rewrite the page, read its storage or cookies, plant saved edits or navigate the tab', () =>
    withPage(async (page) => {
      await page.goto(shared.site.url('/playground'));
      await page.evaluate(() => {
        document.cookie = 'session=site-secret; path=/';
        localStorage.setItem('playground-edits:/docs/reference:x:y', '{"mine": true}');
      });
      const code = `
const tried: Record<string, string> = {};
const attempt = (name: string, act: () => unknown) => {
  try { tried[name] = String(act()); } catch (error) { tried[name] = 'refused: ' + (error as Error).name; }
};
attempt('page', () => { (window.parent as any).document.body.innerHTML = '<h1>Rewritten</h1>'; return 'rewritten'; });
attempt('pageStorage', () => (window.parent as any).localStorage.length);
attempt('cookie', () => document.cookie);
attempt('plant', () => { localStorage.setItem(${JSON.stringify(plantedKey)}, JSON.stringify({files: {'main.ts': 'document.title = "planted"'}, savedAt: Date.now()})); return localStorage.length; });
attempt('tab', () => { (window.top as any).location = '/docs/reference'; return 'navigated'; });
console.log(JSON.stringify(tried));`;
      await page.goto(shared.site.url(`/playground${encodeShareHash({kind: 'code', code})}`));
      const pg = playground(page, 'playground');
      await runLinkedCode(pg);
      // Whichever comes first: the run's end, or the page no longer being the page.
      await page.waitForFunction(
        () =>
          document.querySelector('h1')?.textContent !== 'Playground' ||
          document.querySelector('[data-runs]')?.textContent === 'Ran',
        undefined,
        {timeout: 20_000},
      );
      assert.equal(await page.locator('h1').first().innerText(), 'Playground', "the link's code rewrote the docs page");
      await waitForRun(pg);
      const tried = JSON.parse(await consoleOf(pg).getByRole('listitem').first().innerText());
      assert.equal(tried.page, 'refused: SecurityError', 'the docs page is out of reach');
      assert.equal(tried.pageStorage, 'refused: SecurityError', "the page's storage is out of reach");
      assert.equal(tried.cookie, '', "the site's cookies are not visible");
      assert.equal(tried.plant, '1', "storage the code writes is the frame's own, in memory");
      assert.equal(tried.tab, 'refused: SecurityError', 'a sandboxed frame may not navigate the tab');

      assert.equal(new URL(page.url()).pathname, '/playground', 'the tab stayed where it was');
      assert.equal(await page.locator('h1').first().innerText(), 'Playground');
      assert.equal(
        await page.evaluate(() => localStorage.getItem('playground-edits:/docs/reference:x:y')),
        '{"mine": true}',
      );
      await pageAnswers(page);

      // A later visit to the page whose key was targeted runs only what the site shipped.
      await page.goto(shared.site.url('/docs/getting-started'));
      assert.equal(await page.evaluate((key) => localStorage.getItem(key), plantedKey), null, 'nothing was planted');
      const docs = playground(page, program);
      await waitForRun(docs);
      assert.notEqual(await page.title(), 'planted');
      assert.equal(await docs.getByText('Edited').count(), 0);
    }));

  test("cannot set the site's cookies or storage through a mocked Set-Cookie", () =>
    withPage(async (page) => {
      const files = {
        'main.ts': `const response = await fetch('/login', {method: 'POST'});\nconsole.log('status', response.status);`,
        'mocks.ts': `import {http, HttpResponse} from 'msw';\nexport const handlers = [\n  http.post('/login', () => new HttpResponse('ok', {headers: {'Set-Cookie': 'planted=1; Path=/'}})),\n];`,
      };
      await page.goto(shared.site.url(`/playground${encodeShareHash({kind: 'files', files})}`));
      const pg = playground(page, 'playground');
      await runLinkedCode(pg);
      await waitForRun(pg);
      await consoleOf(pg).getByText('status 200').waitFor();
      assert.equal(await page.evaluate(() => document.cookie), '');
      assert.deepEqual(
        await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('cookie'))),
        [],
      );
    }));

  test('cannot flood the page with messages or send it ones that break a panel', () =>
    withPage(async (page, problems) => {
      const code = `
${capturePagePort}
// The window is not how a guest talks to the page: this is not even read.
for (let i = 0; i < 1000; i++) parent.postMessage({type: 'console', runId, line: {level: 'log', text: 'by the window ' + i}}, '*');
pagePort.postMessage({type: 'requests', runId, entries: 5});
pagePort.postMessage({type: 'snapshots', runId, snapshots: [{index: 0, action: null, state: new Map()}]});
pagePort.postMessage({type: 'height', height: 1e9});
// More than the page reads in a second, so a count that starts again each second would stop it twice.
// In chunks, each far inside the loop guard's second: a guest slowed by a busy machine floods as much.
for (let chunk = 0; chunk < 100; chunk++) {
  for (let i = 0; i < 1000; i++) pagePort.postMessage({type: 'console', runId, line: {level: 'log', text: 'flood ' + i}});
  await new Promise((resolve) => setTimeout(resolve, 0));
}
await new Promise((resolve) => setTimeout(resolve, 2000));
console.log('flood over');`;
      await page.goto(shared.site.url(`/playground${encodeShareHash({kind: 'code', code})}`));
      const pg = playground(page, 'playground');
      await runLinkedCode(pg);
      // In a second when the page reads fast enough, or past the run's budget when it is too busy to.
      const flooded = pg
        .getByRole('alert')
        .getByText(/sent the page more than 3000 messages in a second|more than any run needs/);
      await flooded.waitFor({timeout: 20_000});
      await pageAnswers(page);
      // The flood would have gone on for 2.5 s had its frame stayed.
      await page.waitForTimeout(3000);
      assert.equal(await flooded.count(), 1, 'the flood is reported once');
      assert.equal(await consoleOf(pg).getByText('flood over').count(), 0);
      assert.equal(
        await consoleOf(pg)
          .getByText(/by the window/)
          .count(),
        0,
        'what the guest posts to the window is not read',
      );
      const previewHeight = await pg.locator('iframe').evaluate((frame) => frame.getBoundingClientRect().height);
      assert.ok(previewHeight <= 4000, `the preview is ${previewHeight} px tall`);
      assert.deepEqual(problems.pageErrors, []);
      await replaceCode(pg, 'main.ts', `console.log('after the flood');`);
      await runAgain(pg);
      await consoleOf(pg).getByText('after the flood').waitFor();
    }));
});

describe('no run can freeze the page', () => {
  const cases: [string, string, RegExp][] = [
    ['eval', `eval('while (true) {}');`, /never let the page respond/],
    ['new Function', `new Function('for (;;) {}')();`, /never let the page respond/],
    [
      'setTimeout with a string',
      `setTimeout('while (true) {}', 0);\nawait new Promise((resolve) => setTimeout(resolve, 3000));`,
      /never let the page respond/,
    ],
    ['a regular expression that backtracks without end', `/^(a+)+$/.test('a'.repeat(40) + 'b');`, /stopped answering/],
  ];
  for (const [name, code, message] of cases) {
    test(`code made at run time or no guard can stop: ${name}`, () =>
      withPage(async (page) => {
        await page.goto(shared.site.url('/docs/getting-started'));
        const pg = playground(page, program);
        await waitForRun(pg);
        await replaceCode(pg, 'main.ts', code);
        await pg.getByRole('button', {name: 'Run', exact: true}).click();
        await pageAnswers(page);
        await orSayWhy(
          pg,
          `no alert matching ${message}`,
          pg.getByRole('alert').filter({hasText: message}).waitFor({timeout: 15_000}),
        );
        await pageAnswers(page);

        // The other playground, and the next run of this one, work.
        const other = playground(page, component);
        await waitForRun(other);
        await replaceCode(pg, 'main.ts', `console.log('next run');`);
        await runAgain(pg);
        await consoleOf(pg).getByText('next run').waitFor();
        assert.equal(await pg.getByRole('alert').count(), 0);
      }));
  }
});

describe('honest stops', () => {
  test("a component's preview is no taller than the page allows, whatever its guest says", () =>
    withPage(async (page) => {
      await page.goto(shared.site.url('/docs/getting-started'));
      const pg = playground(page, component);
      await waitForRun(pg);
      await replaceCode(
        pg,
        'App.tsx',
        `${capturePagePort}
// After the guest's own last word on the preview's height.
setTimeout(() => pagePort.postMessage({type: 'height', height: 1e9}), 1000);
export default function App() {
  return <p>tall</p>;
}`,
      );
      await runAgain(pg);
      await page.waitForTimeout(2000);
      const height = await pg.locator('iframe[sandbox]').evaluate((frame) => frame.getBoundingClientRect().height);
      assert.ok(height > 100 && height <= 4000, `the preview is ${height} px tall`);
    }));

  test('running out of memory is named as such, and the next run works', () =>
    withPage(async (page) => {
      await page.goto(shared.site.url('/docs/getting-started'));
      const pg = playground(page, program);
      await waitForRun(pg);
      await replaceCode(
        pg,
        'main.ts',
        `const kept: ArrayBuffer[] = [];\nfor (let i = 0; i < 64; i++) kept.push(new ArrayBuffer(2 ** 33));`,
      );
      await runAgain(pg);
      await pg
        .getByRole('alert')
        .getByText(/The code ran out of memory/)
        .waitFor();
      await replaceCode(pg, 'main.ts', `console.log('after the memory ran out');`);
      await runAgain(pg);
      await consoleOf(pg).getByText('after the memory ran out').waitFor();
    }));

  /**
   * One try: the victim's alerts once the culprit's stall has been named, or null when the victim's
   * guest did not stall with the other's (Chromium ran them in separate processes this time).
   */
  async function stallInTwoTabs(page: Page): Promise<string[] | null> {
    // Two tabs of the site in one browser profile: their guests may share a process.
    const other = await page.context().newPage();
    try {
      await other.goto(shared.site.url('/docs/getting-started'));
      await page.goto(shared.site.url('/docs/getting-started'));
      const culprit = playground(other, program);
      const victim = playground(page, program);
      await waitForRun(culprit);
      await waitForRun(victim);
      await replaceCode(
        victim,
        'main.ts',
        `await new Promise((resolve) => setTimeout(resolve, 4000));\nconsole.log('waited');`,
      );
      await replaceCode(culprit, 'main.ts', `/^(a+)+$/.test('a'.repeat(40) + 'b');`);
      await culprit.getByRole('button', {name: 'Run', exact: true}).click();
      await culprit.locator('[data-runs]').getByText('Running…').waitFor();
      await victim.getByRole('button', {name: 'Run', exact: true}).click();
      // The culprit's stall is named (how depends on when its code started, and on the other tab):
      // by then this tab's guest, if it shared the process, has stalled too.
      await culprit.getByRole('alert').first().waitFor({timeout: 20_000});
      // This tab's run ends one way or the other: its code logs after its wait, or its stall is named.
      await victim.getByRole('alert').or(consoleOf(victim).getByText('waited')).first().waitFor({timeout: 20_000});
      await page.waitForTimeout(500);
      const said = await victim.getByRole('alert').allInnerTexts();
      if (said.length === 0) return null;
      return said;
    } finally {
      await other.close();
    }
  }

  test("a stall caused by another tab's code is not blamed on the code of this one", async () => {
    // Whether two tabs' guests share a process is Chromium's choice, made anew each time: a try where
    // they did not tells nothing, and the scenario is played again (at most three times).
    for (let attempt = 1; attempt <= 3; attempt++) {
      const said = await withPage(stallInTwoTabs);
      if (said === null) continue;
      assert.equal(said.length, 1, `the victim's alerts: ${JSON.stringify(said)}`);
      assert.ok(!said[0]!.includes(stopCauses.stall), `the victim's stall was blamed on its own code: ${said[0]}`);
      return;
    }
    assert.fail("in three tries, this tab's guest never stalled with the other's: the test tells nothing here");
  });
});

describe('a docs page runs by itself only the code it shipped', () => {
  test("the reader's saved edits wait for Run after a reload", () =>
    withPage(async (page) => {
      await page.goto(shared.site.url('/docs/getting-started'));
      const pg = playground(page, program);
      await waitForRun(pg);
      await replaceCode(pg, 'main.ts', `console.log('my saved edit');`);
      await runAgain(pg);
      await page.reload();
      await pg
        .getByRole('note')
        .getByText(/Your edits from .* run when you press Run/)
        .waitFor();
      assert.equal(await pg.locator('[data-runs]').innerText(), 'Not run yet');
      assert.deepEqual(await requestLog(pg), []);
      await runAgain(pg);
      await consoleOf(pg).getByText('my saved edit').waitFor();
    }));
});

describe('links', () => {
  test('a link whose files have no entry file says so, and the page works', () =>
    withPage(async (page) => {
      const hash = encodeShareHash({kind: 'files', files: {'notes.ts': 'export const x = 1;'}});
      await page.goto(shared.site.url(`/playground${hash}`));
      await page
        .getByRole('alert')
        .getByText(/no main\.ts or App\.tsx/)
        .waitFor();
      const pg = playground(page, 'playground');
      await waitForRun(pg);
      assert.ok((await requestLog(pg)).length > 0, 'the starting example ran');
    }));

  test('a second link opened in the same tab replaces the code, and waits for Run', () =>
    withPage(async (page) => {
      await page.goto(
        shared.site.url(`/playground${encodeShareHash({kind: 'code', code: `console.log('first link');`})}`),
      );
      const pg = playground(page, 'playground');
      await runLinkedCode(pg);
      await consoleOf(pg).getByText('first link').waitFor();
      await page.evaluate(
        (hash) => (window.location.hash = hash),
        encodeShareHash({kind: 'code', code: `console.log('second link');`}),
      );
      // Shown as code: the shell's lines, or the editor's, both for a moment while the editor takes over.
      await pg.getByText("console.log('second link');").filter({visible: true}).first().waitFor();
      assert.equal(await pg.locator('[data-runs]').innerText(), 'Not run yet');
      await runAgain(pg);
      await consoleOf(pg).getByText('second link').waitFor();
      assert.equal(await consoleOf(pg).getByText('first link').count(), 0);
    }));
});

describe("msw's service worker", () => {
  test("with several tabs and quick reloads, every run goes through the worker and no worker trouble reads as the reader's error", async () => {
    const {context} = await isolatedContext(shared.browser);
    try {
      const pages = await Promise.all([1, 2, 3].map(() => context.newPage()));
      const problems = pages.map((page) => watchPage(page));
      await Promise.all(pages.map((page) => page.goto(shared.site.url('/docs/getting-started'))));
      for (let round = 0; round < 2; round++) {
        await Promise.all(pages.map((page, index) => page.waitForTimeout(100 * index).then(() => page.reload())));
      }
      for (const page of pages) {
        for (const id of [program, component]) {
          const pg = playground(page, id);
          await waitForRun(pg);
          const log = await requestLog(pg);
          assert.ok(
            log.length > 0 && log.every((row) => row.status === '200' && !row.unhandled),
            `${id}: ${JSON.stringify(log)}`,
          );
          assert.deepEqual(await pg.getByRole('alert').allInnerTexts(), []);
        }
      }
      for (const seen of problems) assert.deepEqual(seen.pageErrors, []);
    } finally {
      await context.close();
    }
  });

  test("a relay starts and runs while another tab's relays never answer the worker (as when that tab reloads)", async () => {
    const {context} = await isolatedContext(shared.browser);
    try {
      // In relay frames only, before their scripts: a switch that makes msw in that frame deaf to the
      // worker's requests, as a relay is when its tab reloads between being asked and answering.
      await context.addInitScript(`
        if (location.pathname.endsWith('/playground-relay')) {
          navigator.serviceWorker.addEventListener('message', (event) => {
            if (window.deaf && event.data && event.data.type === 'REQUEST') event.stopImmediatePropagation();
          });
        }`);
      const first = await context.newPage();
      await first.goto(shared.site.url('/docs/getting-started'));
      await waitForRun(playground(first, program));
      const relays = first.frames().filter((frame) => frame.url().includes('/playground-relay'));
      assert.ok(relays.length > 0, 'the first tab has relays');
      for (const relay of relays) await relay.evaluate(() => ((window as unknown as {deaf: boolean}).deaf = true));

      const second = await context.newPage();
      const problems = watchPage(second);
      await second.goto(shared.site.url('/docs/getting-started'), {timeout: 15_000}).catch((error: Error) => {
        const relayStates = second
          .frames()
          .filter((frame) => frame.url().includes('/playground-relay'))
          .map((frame) => frame.evaluate(() => document.readyState).catch(() => 'gone'));
        return Promise.all(relayStates).then((states) => {
          throw new Error(
            `The second tab did not finish loading in 15 s (its relays: ${states.join(', ')}): ${error.message}`,
          );
        });
      });
      for (const id of [program, component]) {
        const pg = playground(second, id);
        await waitForRun(pg);
        const log = await requestLog(pg);
        assert.ok(log.length > 0 && log.every((row) => row.status === '200'), `${id}: ${JSON.stringify(log)}`);
      }
      assert.deepEqual(problems.pageErrors, []);
    } finally {
      await context.close();
    }
  });

  test('a new worker deployed during a visit takes over, and every playground runs against it', async () => {
    let version = 1;
    const site = await startSite(buildDir, {
      rewrite: {'/mockServiceWorker.js': (built) => `${built}\n// deploy ${version}\n`},
    });
    const {context} = await isolatedContext(shared.browser);
    try {
      const page = await context.newPage();
      const problems = watchPage(page);
      await page.goto(site.url('/docs/getting-started'));
      const playgrounds = [playground(page, program), playground(page, component)];
      for (const pg of playgrounds) await waitForRun(pg);
      const relay = page.frames().find((frame) => frame.url().includes('/playground-relay'));
      assert.ok(relay, 'a relay frame');

      version = 2;
      await relay.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration!.update();
      });
      await page.waitForFunction(() =>
        navigator.serviceWorker
          .getRegistrations()
          .then((all) => all.some((r) => r.active?.scriptURL && !r.installing && !r.waiting)),
      );
      for (const pg of playgrounds) {
        await runAgain(pg);
        const log = await waitForRequests(pg, 1);
        assert.ok(
          log.every((row) => row.status === '200'),
          `answered by the mocks: ${JSON.stringify(log)}`,
        );
        assert.equal(await pg.getByRole('alert').count(), 0);
      }
      assert.deepEqual(problems.pageErrors, []);
    } finally {
      await context.close();
      await site.close();
    }
  });
});
