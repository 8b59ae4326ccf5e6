import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Locator} from 'playwright-core';
import {
  buildDir,
  isolatedContext,
  startSite,
  useSiteAndBrowser,
  watchPage,
  type BrowserContext,
  type Page,
} from './harness';
import {
  frameGone,
  isNearWindow,
  orSayWhy,
  playground,
  replaceCode,
  runAgain,
  waitForRun,
  waitForRunInPlace,
  waitForRunsNearWindow,
} from './playgroundDriver';
import {recordedStatus} from '../../playground/ui/StatusBar/runStatusText';
import {guestRoute} from '../../playground/guest/route';
import {stopCauses} from '../../playground/session/guestLink';

const shared = useSiteAndBrowser();

describe('guest frames', () => {
  /** The guest documents loaded in `context`, in order. */
  function frameLoads(context: BrowserContext): string[] {
    const loads: string[] = [];
    context.on('request', (request) => {
      if (request.resourceType() === 'document' && new URL(request.url()).pathname === guestRoute)
        loads.push(request.url());
    });
    return loads;
  }

  const playgroundsOn = (page: Page) =>
    page.locator('[data-example]').filter({has: page.getByRole('button', {name: 'Run', exact: true})});

  test('on a first visit, each frame of a page loads once and runs, though the service worker registers while they start', async () => {
    // msw's worker, slow to install (as on a busy machine): the frames start while the
    // first frame's registration is installing and controls nothing yet. Served so by the
    // site itself, so the browser's update checks get the same script.
    const slowInstall = `addEventListener('install', (event) => event.waitUntil(new Promise((resolve) => setTimeout(resolve, 1500))));\n`;
    const slowSite = await startSite(buildDir, {rewrite: {'/mockServiceWorker.js': (built) => slowInstall + built}});
    const {context} = await isolatedContext(shared.browser);
    try {
      const loads = frameLoads(context);
      const page = await context.newPage();
      const problems = watchPage(page);
      await page.goto(slowSite.url('/docs/create-resource/delete'));
      const playgrounds = playgroundsOn(page);
      const count = await playgrounds.count();
      assert.ok(count >= 2, `the page has ${count} playgrounds`);
      for (const pg of await playgrounds.all()) await waitForRun(pg);

      assert.equal(loads.length, count, `guest documents loaded:\n${loads.join('\n')}`);
      assert.equal(new Set(loads).size, count);
      assert.deepEqual(problems.pageErrors, []);

      await page.reload();
      assert.equal(
        await page.evaluate(() => navigator.serviceWorker.controller),
        null,
        "the worker's scope is the guest frames: a docs page's own requests never pass through it",
      );
    } finally {
      await context.close();
      await slowSite.close();
    }
  });

  test('the first playground in view has its frames booting before the page hydrates, and keeps them: each loads once', async () => {
    const {context} = await isolatedContext(shared.browser);
    try {
      const loads = frameLoads(context);
      const page = await context.newPage();
      const problems = watchPage(page);
      // Each frame as it enters the page: whose, and whether any interactive playground was there yet.
      await page.addInitScript(() => {
        const seen: {title: string; interactive: boolean}[] = [];
        (window as unknown as {framesSeen: typeof seen}).framesSeen = seen;
        new MutationObserver((changes) => {
          for (const change of changes) {
            for (const node of Array.from(change.addedNodes)) {
              if (node instanceof HTMLIFrameElement && !seen.some((frame) => frame.title === node.title)) {
                seen.push({
                  title: node.title,
                  interactive: !!document.querySelector('[data-example]:not([data-shell])'),
                });
              }
            }
          }
        }).observe(document, {childList: true, subtree: true});
      });
      await page.goto(shared.site.url('/docs/getting-started#read-in-a-component'));
      const playgrounds = playgroundsOn(page);
      for (const pg of await playgrounds.all()) await waitForRun(pg);
      const seen = await page.evaluate(
        () => (window as unknown as {framesSeen: {title: string; interactive: boolean}[]}).framesSeen,
      );
      assert.deepEqual(
        seen.slice(0, 2),
        [
          {title: 'Network of getting-started/examples/todo-list', interactive: false},
          {title: 'Preview of getting-started/examples/todo-list', interactive: false},
        ],
        'the frames of the playground in view, started before any playground was interactive',
      );
      assert.ok(
        seen.slice(2).every((frame) => frame.interactive),
        JSON.stringify(seen),
      );
      assert.equal(loads.length, await playgrounds.count(), `guest documents loaded:\n${loads.join('\n')}`);
      // Moved into its preview, where it shows the component.
      await (
        await frameOf(playground(page, 'getting-started/examples/todo-list'))
      )
        .getByRole('listitem')
        .first()
        .waitFor();
      assert.deepEqual(problems.pageErrors, []);
    } finally {
      await context.close();
    }
  });

  test('a playground far from the window stays its shell and loads no frames until the reader scrolls near it; then it runs', async () => {
    const {context} = await isolatedContext(shared.browser, {viewport: {width: 1280, height: 900}});
    try {
      const loads = frameLoads(context);
      const page = await context.newPage();
      const problems = watchPage(page);
      await page.goto(shared.site.url('/docs/guides/errors'));
      await waitForRunsNearWindow(page);
      // By its id: a shell far down the page may still be giving way to its interactive playground.
      const playgrounds = await page.locator('[data-example]').count();
      const last = playground(page, (await page.locator('[data-example]').last().getAttribute('data-example'))!);
      assert.ok(!(await isNearWindow(last)), 'the last playground is far from the window');
      // Long enough for the next turn of frames to have started, had it been given.
      await page.waitForTimeout(1_000);
      const withFrames: string[] = [];
      const near: string[] = [];
      for (const pg of await page.locator('[data-example]').all()) {
        const id = (await pg.getAttribute('data-example'))!;
        if (await pg.locator('iframe[src]').count()) withFrames.push(id);
        if (await isNearWindow(pg)) near.push(id);
      }
      assert.ok(near.length > 0 && near.length < playgrounds, `${near.length} of ${playgrounds} near the window`);
      assert.deepEqual(withFrames, near, 'the playgrounds with frames are those near the window');
      assert.equal(loads.length, near.length, `guest documents loaded:\n${loads.join('\n')}`);
      assert.equal(
        await last.getAttribute('data-shell'),
        '',
        'the far one is still the shell the server rendered: it takes over once near the window',
      );
      assert.equal(
        await last.locator('[data-shell-status]').innerText(),
        recordedStatus,
        'the far one shows its recorded run',
      );
      assert.equal(await last.locator('iframe').count(), 0, 'it has no guest frame');

      await last.evaluate((element) => element.scrollIntoView({block: 'start'}));
      await waitForRunInPlace(last);
      const src = await last.locator('iframe').getAttribute('src');
      assert.ok(src && loads.some((url) => url.endsWith(src)), `scrolled to, it loaded its guest: ${src}`);
      assert.deepEqual(problems.pageErrors, []);
    } finally {
      await context.close();
    }
  });

  test('the first runs need no compiler in the frame (the build compiled the examples); the first edit loads it', async () => {
    const {context} = await isolatedContext(shared.browser);
    try {
      const compilers: string[] = [];
      context.on('request', (request) => {
        if (/\/playground-guest\/compiler\.[^/]*\.js$/.test(request.url())) compilers.push(request.url());
      });
      const page = await context.newPage();
      await page.goto(shared.site.url('/docs/getting-started'));
      for (const pg of await playgroundsOn(page).all()) await waitForRun(pg);
      assert.deepEqual(compilers, [], 'no frame loaded the compiler for the code as shipped');
      const pg = playground(page, 'getting-started/examples/todo-program');
      await replaceCode(pg, 'main.ts', `const answer: number = 42;\nconsole.log('compiled', answer);`);
      await pg.getByRole('button', {name: 'Run', exact: true}).click();
      await pg.getByRole('region', {name: 'Console'}).getByText('compiled 42').waitFor();
      assert.equal(compilers.length, 1, 'the edited run loaded the compiler');
    } finally {
      await context.close();
    }
  });

  test('a frame that fails to load holds up no other: the playgrounds after it still run', async () => {
    const {context} = await isolatedContext(shared.browser);
    try {
      // The page's frames load one after another; the first one's page never arrives.
      let failed = '';
      await context.route(`**${guestRoute}?*`, (route) => {
        if (failed) return route.continue();
        failed = route.request().url();
        return route.abort('connectionrefused');
      });
      const page = await context.newPage();
      await page.goto(shared.site.url('/docs/getting-started'));
      const playgrounds = playgroundsOn(page);
      await playgrounds.first().locator('iframe[src]').waitFor({state: 'attached'});
      assert.ok(failed, 'a frame was refused');
      let ran = 0;
      for (const pg of await playgrounds.all()) {
        // A playground far from the window has no frame yet.
        const frame = pg.locator('iframe');
        const src = (await frame.count()) > 0 ? await frame.getAttribute('src') : null;
        if (src && failed.endsWith(src)) continue;
        await waitForRun(pg);
        ran += 1;
      }
      assert.equal(ran, (await playgrounds.count()) - 1);
    } finally {
      await context.close();
    }
  });

  /** A fresh context with `path` open; the page's errors are checked after `body`. */
  async function withPage(path: string, body: (page: Page) => Promise<void>) {
    const {context} = await isolatedContext(shared.browser);
    try {
      const page = await context.newPage();
      const problems = watchPage(page);
      await page.goto(shared.site.url(path));
      await body(page);
      assert.deepEqual(problems.pageErrors, []);
    } finally {
      await context.close();
    }
  }

  const frameOf = async (pg: Locator) => (await (await pg.locator('iframe').elementHandle())!.contentFrame())!;

  test('a preview whose frame reloads is discarded with why, and Run brings the preview back in a fresh frame', () =>
    withPage('/docs/getting-started', async (page) => {
      const pg = playground(page, 'getting-started/examples/todo-list');
      await waitForRun(pg);
      const runs = Number(await pg.locator('[data-runs]').getAttribute('data-runs'));
      const first = await frameOf(pg);
      // The code reloads its own frame: the new document is not one the page gave a channel to.
      await first.evaluate(() => window.location.reload());
      await pg.getByRole('alert').getByText(stopCauses.navigated).waitFor({timeout: 20_000});
      assert.ok(await frameGone(page, first), 'the reloaded frame is gone from the page');
      await runAgain(pg);
      const fresh = await frameOf(pg);
      await orSayWhy(
        pg,
        async () =>
          `No to-do showed in the fresh frame in 30 s (that frame ${fresh.isDetached() ? 'is gone' : 'is in place'})`,
        fresh.getByRole('listitem').filter({hasText: 'Read the createResource docs'}).waitFor(),
      );
      assert.equal(Number(await pg.locator('[data-runs]').getAttribute('data-runs')), runs + 1);
      assert.equal(await pg.getByRole('alert').count(), 0, 'the new run shows no problem');
    }));

  test("a preview takes the page's colours, and follows when the reader switches them", () =>
    withPage('/docs/getting-started', async (page) => {
      const pg = playground(page, 'getting-started/examples/todo-list');
      await waitForRun(pg);
      const item = (await frameOf(pg)).getByRole('listitem').first();
      const colours = () =>
        item.evaluate((element) => ({
          text: getComputedStyle(element).color,
          scheme: getComputedStyle(element.ownerDocument.documentElement).colorScheme,
        }));
      const pageText = () => page.evaluate(() => getComputedStyle(document.querySelector('article p')!).color);
      assert.deepEqual(await colours(), {text: await pageText(), scheme: 'light'});

      // The toggle goes through system, light and dark, in an order of Docusaurus' choosing.
      const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
      for (let click = 0; click < 3 && (await page.locator('html[data-theme="dark"]').count()) === 0; click++) {
        await toggle.click();
      }
      const dark = await colours();
      assert.equal(dark.scheme, 'dark');
      assert.equal(dark.text, await pageText(), 'the text colour of the page around it');
      assert.notEqual(dark.text, 'rgb(28, 30, 33)');
    }));
});
