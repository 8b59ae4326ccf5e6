import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Locator, Route} from 'playwright-core';
import {builtPages, examplesShownIn, isolatedContext, useSiteAndBrowser, watchPage} from './harness';
import {preview, requestFullUrls, requestLog, storeState, waitForRun} from './playgroundDriver';

/**
 * Each docs playground shows the run the build recorded until its live run has
 * ended: the two must show the same requests, store, console and component
 * preview (the recorded one must give way to the live one once seen). Only time
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

/** Text a preview shows, less times of day and dates. */
function withoutTimes(text: string): string {
  return text.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '(time)').replace(/\b\d{1,2}:\d\d(:\d\d)?( ?[AP]M)?/g, '(time)');
}

/** Component examples whose preview the build does not record (its build warnings list them), with the line their page shows. */
const previewsNotRecorded = [
  'create-resource/examples/url-prefix-protocol-relative',
  'in-depth/examples/lifecycle-playground',
];

/** A component's recorded preview as a reader reads it, or null for a program (which has none). */
async function recordedPreviewText(pg: Locator): Promise<string | null> {
  const section = pg.locator('section[aria-label^="Preview of"]:not([hidden])');
  if ((await section.count()) === 0) return null;
  const text = await section.innerText();
  if (text.startsWith('The preview shows once the example runs')) return `(none) ${text}`;
  return withoutTimes(await section.locator('[data-recorded-preview] .playground-preview').innerText());
}

/** Waits until the live guest's preview reads `expected`; returns what it read last. */
async function livePreviewText(pg: Locator, expected: string): Promise<string> {
  const content = preview(pg).locator('#playground-preview');
  let shown = '';
  for (const until = Date.now() + 5000; Date.now() < until; await pg.page().waitForTimeout(100)) {
    shown = withoutTimes(await content.innerText());
    if (shown === expected) break;
  }
  return shown;
}

describe('recorded runs', () => {
  const pages = playgroundPages();

  test('there are pages with playgrounds', () => {
    assert.ok(pages.length > 10, `found ${pages.length}`);
  });

  for (const [route, examples] of pages) {
    test(`${route}: every playground shows its recorded run at once, and the live run shows the same`, async () => {
      const {context} = await isolatedContext(shared.browser);
      // The guest frames wait until the recorded runs have been read: the live runs come after.
      const held: Route[] = [];
      let holding = true;
      await context.route(/\/playground-(guest|relay)/, (request) =>
        holding ? held.push(request) : request.continue(),
      );
      try {
        const page = await context.newPage();
        const problems = watchPage(page);
        // Not until `load`: the first playground's frames are in the page before it hydrates, and are held.
        await page.goto(shared.site.url(route), {waitUntil: 'domcontentloaded'});
        const recorded = new Map<string, Awaited<ReturnType<typeof shownRun>>>();
        const previews = new Map<string, string>();
        for (const id of examples) {
          const pg = page.locator(`[data-example="${id}"]:not([data-shell])`);
          const status = await pg.locator('[data-runs]').innerText();
          // The one example that reads the page's own address cannot be recorded in Node; its page says so.
          if (status !== 'Recorded when the site was built') {
            assert.equal(
              id,
              'create-resource/examples/url-prefix-protocol-relative',
              `${id} shows "${status}", not its recorded run`,
            );
            continue;
          }
          recorded.set(id, await shownRun(pg));
          const shownPreview = await recordedPreviewText(pg);
          if (shownPreview !== null) previews.set(id, shownPreview);
        }
        holding = false;
        for (const request of held.splice(0)) await request.continue();
        for (const [id, before] of recorded) {
          const pg = page.locator(`[data-example="${id}"]`);
          await waitForRun(pg);
          assert.deepEqual(await shownRun(pg), before, `${id}: the live run differs from the recorded one`);
          const recordedPreview = previews.get(id);
          if (recordedPreview === undefined) continue;
          if (recordedPreview.startsWith('(none)')) {
            assert.ok(previewsNotRecorded.includes(id), `${id}: no recorded preview: ${recordedPreview}`);
            assert.match(recordedPreview, /The preview shows once the example runs, which needs JavaScript/);
            continue;
          }
          assert.equal(
            await livePreviewText(pg, recordedPreview),
            recordedPreview,
            `${id}: the live preview differs from the recorded one`,
          );
          // Once seen, the live preview has taken the recorded one's place.
          await pg.locator('section[aria-label^="Preview of"]').scrollIntoViewIfNeeded();
          await pg
            .locator('[data-recorded-preview]')
            .waitFor({state: 'detached', timeout: 5000})
            .catch(() =>
              assert.fail(`${id}: the recorded preview still shows, 5 s after the live one ran and came into view`),
            );
        }
        assert.deepEqual(problems.pageErrors, []);
      } finally {
        await context.close();
      }
    });
  }
});
