import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Locator, Route} from 'playwright-core';
import {builtPages, examplesShownIn, isolatedContext, useSiteAndBrowser, watchPage} from './harness';
import {requestFullUrls, requestLog, storeState, waitForRun} from './playgroundDriver';

/**
 * Each docs playground shows the run the build recorded until its live run has
 * ended: the two must show the same requests, store and console. Only time
 * may differ (durations, the store's timestamps); anything else is a recording
 * that tells the reader something the code does not do.
 */
const shared = useSiteAndBrowser();

/** Docs pages whose HTML holds a playground, with the examples it shows (the full-page playground opens what a link brings, and records nothing). */
function playgroundPages(): [string, string[]][] {
  return [...builtPages()]
    .map(([route, html]): [string, string[]] => [route, examplesShownIn(html)])
    .filter(([route, ids]) => ids.length > 0 && route.startsWith('/docs/'));
}

/** What a reader reads of a run, less what only time changes. */
async function shownRun(pg: Locator) {
  const urls = await requestFullUrls(pg);
  const rows = (await requestLog(pg)).map(({method, status}, row) => `${method} ${urls[row]} ${status}`);
  const timeline = await pg.getByRole('list', {name: 'Store timeline'}).locator('li').allInnerTexts();
  const {entities, results, indexes} = await storeState(pg);
  const store = JSON.stringify({entities, results, indexes}).replace(/Date \d{4}-\d\d-\d\dT[\d:.]+Z/g, 'Date (time)');
  const console = await pg.getByRole('region', {name: 'Console'}).locator('li pre').allInnerTexts();
  return {rows, timeline, store: JSON.parse(store) as unknown, console};
}

describe('recorded runs', () => {
  const pages = playgroundPages();

  test('there are pages with playgrounds', () => {
    assert.ok(pages.length > 10, `found ${pages.length}`);
  });

  for (const [route, examples] of pages) {
    test(`${route}: every playground shows its recorded run at once, and the live run shows the same`, async () => {
      const {context} = await isolatedContext(shared.browser);
      // The runner frames wait until the recorded runs have been read: the live runs come after.
      const held: Route[] = [];
      let holding = true;
      await context.route(/\/playground-(runner|network)/, (request) => (holding ? held.push(request) : request.continue()));
      try {
        const page = await context.newPage();
        const problems = watchPage(page);
        // Not until `load`: the first playground's frames are in the page before it hydrates, and are held.
        await page.goto(shared.site.url(route), {waitUntil: 'domcontentloaded'});
        const recorded = new Map<string, Awaited<ReturnType<typeof shownRun>>>();
        for (const id of examples) {
          const pg = page.locator(`[data-example="${id}"]:not([data-shell])`);
          const status = await pg.locator('[data-runs]').innerText();
          // The one example that reads the page's own address cannot be recorded in Node; its page says so.
          if (status !== 'Recorded when the site was built') {
            assert.equal(id, 'create-resource/examples/url-prefix-protocol-relative', `${id} shows "${status}", not its recorded run`);
            continue;
          }
          recorded.set(id, await shownRun(pg));
        }
        holding = false;
        for (const request of held.splice(0)) await request.continue();
        for (const [id, before] of recorded) {
          const pg = page.locator(`[data-example="${id}"]`);
          await waitForRun(pg);
          assert.deepEqual(await shownRun(pg), before, `${id}: the live run differs from the recorded one`);
        }
        assert.deepEqual(problems.pageErrors, []);
      } finally {
        await context.close();
      }
    });
  }
});
