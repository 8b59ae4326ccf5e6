import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import {isolatedContext, launchBrowser, startSite, watchPage, type Browser, type Site} from './harness';
import {playground, replaceCode, waitForRun} from './playgroundDriver';
import {runnerRoute} from '../../playground/runner/route';

let browser: Browser;
let site: Site;
before(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

describe('runner frames', () => {
  test('on a first visit, each frame of a page loads once and runs, though the service worker registers while they start', async () => {
    const {context} = await isolatedContext(browser);
    try {
      // msw's worker, slow to install (as on a busy machine): every frame starts
      // while the first frame's registration is installing and controls nothing yet.
      await context.route('**/mockServiceWorker.js', async (route) => {
        const response = await route.fetch();
        const slowInstall = `addEventListener('install', (event) => event.waitUntil(new Promise((resolve) => setTimeout(resolve, 1500))));\n`;
        await route.fulfill({response, body: slowInstall + (await response.text())});
      });
      const frameLoads: string[] = [];
      context.on('request', (request) => {
        if (request.resourceType() === 'document' && new URL(request.url()).pathname === runnerRoute) frameLoads.push(request.url());
      });
      const page = await context.newPage();
      const problems = watchPage(page);
      await page.goto(site.url('/docs/create-resource/delete'));
      const playgrounds = page.locator('[data-example]').filter({has: page.getByRole('button', {name: 'Run', exact: true})});
      const count = await playgrounds.count();
      assert.ok(count >= 2, `the page has ${count} playgrounds`);
      for (const pg of await playgrounds.all()) await waitForRun(pg);

      assert.equal(frameLoads.length, count, `runner documents loaded:\n${frameLoads.join('\n')}`);
      assert.equal(new Set(frameLoads).size, count);
      assert.deepEqual(problems.pageErrors, []);

      await page.reload();
      assert.equal(
        await page.evaluate(() => navigator.serviceWorker.controller),
        null,
        "the worker's scope is the runner frames: a docs page's own requests never pass through it",
      );
    } finally {
      await context.close();
    }
  });

  test('a frame that reloads after its run ran it again, since its preview and store went with it', async () => {
    const {context} = await isolatedContext(browser);
    try {
      const page = await context.newPage();
      const problems = watchPage(page);
      await page.goto(site.url('/docs/getting-started'));
      const pg = playground(page, 'getting-started/examples/todo-list');
      await waitForRun(pg);
      const runs = await pg.locator('[data-runs]').getAttribute('data-runs');
      const frame = await (await pg.locator('iframe').elementHandle())!.contentFrame();
      const reloaded = frame!.waitForNavigation();
      await frame!.evaluate(() => window.location.reload());
      await reloaded;
      // The list the component renders comes back in the new page.
      await frame!.getByRole('listitem').first().waitFor();
      await waitForRun(pg);
      assert.equal(await pg.locator('[data-runs]').getAttribute('data-runs'), runs, 'the same run, not a new one');
      assert.deepEqual(problems.pageErrors, []);
    } finally {
      await context.close();
    }
  });

  test('a frame that reloads in the middle of a run runs it again, and the log shows that run once', async () => {
    const {context} = await isolatedContext(browser);
    try {
      const page = await context.newPage();
      const problems = watchPage(page);
      await page.goto(site.url('/docs/getting-started'));
      const pg = playground(page, 'getting-started/examples/todo-program');
      await waitForRun(pg);
      await replaceCode(
        pg,
        'main.ts',
        `console.log('started');\nawait new Promise((resolve) => setTimeout(resolve, 1500));\nconsole.log('finished');`,
      );
      const console = pg.getByRole('region', {name: 'Console'});
      await pg.getByRole('button', {name: 'Run', exact: true}).click();
      await console.getByText('started', {exact: true}).waitFor();

      const frame = await (await pg.locator('iframe').elementHandle())!.contentFrame();
      await frame!.evaluate(() => window.location.reload());
      await waitForRun(pg);

      assert.deepEqual(await console.locator('li').allInnerTexts(), ['started', 'finished']);
      assert.equal(await pg.locator('[data-runs]').getAttribute('data-runs'), '2', 'the reload started no run of its own');
      assert.deepEqual(problems.pageErrors, []);
    } finally {
      await context.close();
    }
  });
});
