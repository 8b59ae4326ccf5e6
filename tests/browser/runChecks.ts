import assert from 'node:assert/strict';
import type {Locator, Page} from 'playwright-core';
import type {Site} from './harness';
import {nodeOrigin, type ExampleExpectations} from '../../playground/node/examples';
import {
  clickInFrame,
  nearWindowInPage,
  playground,
  preview,
  requestFullUrls,
  requestLog,
  storeState,
  waitForRequests,
  waitForRun,
} from './playgroundDriver';

/**
 * What a docs page's playgrounds must show, checked on the page as a reader
 * loads it: the run the build recorded at once, the live run the same, and a
 * component example's run as its expect.json says.
 */

/** What a reader reads of a run, less what only time changes. */
export async function shownRun(pg: Locator) {
  const urls = await requestFullUrls(pg);
  const rows = (await requestLog(pg)).map(({method, status}, row) => `${method} ${urls[row]} ${status}`);
  const timeline = await pg.getByRole('list', {name: 'Store timeline'}).locator('li').allInnerTexts();
  const {entities, results, indexes} = await storeState(pg);
  const store = JSON.stringify({entities, results, indexes}).replace(/Date \d{4}-\d\d-\d\dT[\d:.]+Z/g, 'Date (time)');
  const console = await pg.getByRole('region', {name: 'Console'}).locator('li pre').allInnerTexts();
  return {rows, timeline, store: JSON.parse(store) as unknown, console};
}

export type ShownRun = Awaited<ReturnType<typeof shownRun>>;

/** Text a preview shows, less times of day and dates. */
function withoutTimes(text: string): string {
  return text.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '(time)').replace(/\b\d{1,2}:\d\d(:\d\d)?( ?[AP]M)?/g, '(time)');
}

/** Component examples whose preview the build does not record (its build warnings list them), with the line their page shows. */
const previewsNotRecorded = [
  'create-resource/examples/url-prefix-protocol-relative',
  'in-depth/examples/lifecycle-playground',
];

/** The one example that reads the page's own address, which a run in Node cannot record; its page says so. */
const runsNotRecorded = ['create-resource/examples/url-prefix-protocol-relative'];

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

/**
 * Holds every request for a guest or relay page at the site's server, so a
 * page's playgrounds show what the build recorded until `release`: the live
 * runs come after. Call before the page is opened. At the server, not by a
 * browser route: while one is set, Playwright pauses every request of the
 * context for this process to let go, and with one a page twice hung for good
 * just after its release (see pages.test.ts).
 */
export function holdGuests(site: Site): {release(): void} {
  return site.hold(/^\/playground-(guest|relay)(\.html)?$/);
}

export type RecordedRuns = {runs: Map<string, ShownRun>; previews: Map<string, string>};

/**
 * What each playground shows before its guest has run (the guests held): the run the build
 * recorded. Read once those near the window have taken over from their shells (so it is what the
 * live playground shows too); those further away are read in their shells, which they stay until
 * the reader comes near.
 */
export async function readRecordedRuns(page: Page, examples: string[]): Promise<RecordedRuns> {
  const recorded: RecordedRuns = {runs: new Map(), previews: new Map()};
  await page.waitForFunction(
    `document.documentElement.dataset.hasHydrated === 'true' &&
      ![...document.querySelectorAll('[data-shell]')].some(${nearWindowInPage})`,
    undefined,
    {timeout: 30_000},
  );
  for (const id of examples) {
    const pg = page.locator(`[data-example="${id}"]`);
    const status = await pg.locator('[data-runs], [data-shell-status]').innerText();
    if (status !== 'Recorded when the site was built') {
      assert.ok(runsNotRecorded.includes(id), `${id} shows "${status}", not its recorded run`);
      continue;
    }
    recorded.runs.set(id, await shownRun(pg));
    const shownPreview = await recordedPreviewText(pg);
    if (shownPreview !== null) recorded.previews.set(id, shownPreview);
  }
  return recorded;
}

/** Each live run (ended) shows what was recorded, and the live preview takes the recorded one's place. */
export async function assertLiveRunsAsRecorded(page: Page, recorded: RecordedRuns): Promise<void> {
  for (const [id, before] of recorded.runs) {
    const pg = page.locator(`[data-example="${id}"]`);
    await waitForRun(pg);
    assert.deepEqual(await shownRun(pg), before, `${id}: the live run differs from the recorded one`);
    const recordedPreview = recorded.previews.get(id);
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
}

/**
 * A request's full URL as expect.json holds it, which is how Node's run
 * records it: the page's own origin written as Node's, another host as it is.
 * So a wrong host fails the comparison as a wrong path does.
 */
function asInNode(url: string, pageOrigin: string): string {
  const parsed = new URL(url);
  return parsed.origin === pageOrigin ? `${nodeOrigin}${parsed.pathname}${parsed.search}` : parsed.href;
}

/**
 * The store's entities once they stop changing toward `expected` (an answer
 * logged a moment before the store takes it in), or as they are after 5 s.
 */
async function settledEntities(pg: Locator, expected: unknown): Promise<unknown> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const {entities} = await storeState(pg);
    if (Date.now() > deadline || JSON.stringify(entities) === JSON.stringify(expected)) return entities;
    await pg.page().waitForTimeout(100);
  }
}

/** A component example's live run, with the clicks its expect.json lists, makes its requests and store and logs its console. */
export async function assertRunAsExpected(page: Page, exampleId: string, expected: ExampleExpectations): Promise<void> {
  const pg = playground(page, exampleId);
  await waitForRun(pg);
  for (const name of expected.clicks ?? []) {
    await clickInFrame(preview(pg).getByRole('button', {name, exact: true}), {timeout: 10_000});
  }
  const log = expected.requests.length ? await waitForRequests(pg, expected.requests.length) : [];
  const fullUrls = await requestFullUrls(pg);
  const pageOrigin = new URL(page.url()).origin;
  assert.deepEqual(
    log.map(({method, status}, row) => ({method, url: asInNode(fullUrls[row]!, pageOrigin), status: Number(status)})),
    expected.requests,
  );
  assert.deepEqual(await settledEntities(pg, expected.entities), expected.entities);
  if (expected.console) {
    assert.deepEqual(
      await pg.getByRole('region', {name: 'Console'}).locator('li pre').allInnerTexts(),
      expected.console,
    );
  }
  assert.equal(await pg.getByRole('alert').count(), 0, `${exampleId} reports a problem`);
}
