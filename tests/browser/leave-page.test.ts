import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {CDPSession, Page} from 'playwright-core';
import {isolatedContext, useSiteAndBrowser, watchPage} from './harness';

/**
 * A page's playgrounds die with the page: leaving it (a client-side
 * navigation, as a reader following the sidebar does) ends its guests and
 * relays and lets their memory go. Measured with Chromium's own counters
 * (Performance.getMetrics after forced collections) and a heap snapshot of
 * what is still reachable but no longer in the document.
 */
const shared = useSiteAndBrowser();

/** Ten pages with playgrounds, in an order a reader might take. */
const playgroundPages = [
  '/docs/getting-started',
  '/docs/entities',
  '/docs/path-rules',
  '/docs/create-resource/get',
  '/docs/create-resource/delete',
  '/docs/guides/errors',
  '/docs/guides/pagination',
  '/docs/create-resource/create',
  '/docs/patterns/summary-list',
  '/docs/guides/loading',
];
const plainPage = '/docs/reference';

/** Goes to `path` the way the site's own links do: through its router, without loading a document. */
async function navigate(page: Page, path: string) {
  const before = await page.evaluate((to) => {
    const heading = document.querySelector('h1')?.textContent ?? null;
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
    return heading;
  }, path);
  // The router keeps the old page on screen until the new one's chunks have loaded: wait for its heading.
  await page.waitForFunction(
    ([to, old]) => {
      const heading = document.querySelector('h1')?.textContent ?? null;
      return window.location.pathname === to && heading !== null && heading !== old;
    },
    [path, before] as const,
  );
}

/** Visits a playground page as a reader does: its playgrounds come into view (their editors load), and their frames run. */
async function visit(page: Page, path: string) {
  await navigate(page, path);
  const count = await page.locator('[data-example]').count();
  for (let index = 0; index < count; index++) {
    await page
      .locator('[data-example]')
      .nth(index)
      .evaluate((playground) => playground.scrollIntoView());
    await page.waitForTimeout(300);
  }
  await page.waitForTimeout(1000);
}

type Counters = {
  frames: number;
  documents: number;
  nodes: number;
  heapMb: number;
  detachedNodes: number;
  detachedFrames: number;
};

async function collect(cdp: CDPSession, page: Page) {
  for (let i = 0; i < 3; i++) {
    await cdp.send('HeapProfiler.collectGarbage');
    await page.waitForTimeout(200);
  }
}

/** Chromium's counters for the page, after collections, and what of the DOM is still held but out of the document. */
async function counters(page: Page): Promise<Counters> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await collect(cdp, page);
  const {metrics} = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', (event) => chunks.push(event.chunk));
  await cdp.send('HeapProfiler.takeHeapSnapshot', {reportProgress: false});
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: {meta: {node_fields: string[]}};
    nodes: number[];
    strings: string[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const width = fields.length;
  const [nameAt, detachedAt] = [fields.indexOf('name'), fields.indexOf('detachedness')];
  let detachedNodes = 0;
  let detachedFrames = 0;
  for (let at = 0; at < snapshot.nodes.length; at += width) {
    if (snapshot.nodes[at + detachedAt] !== 2) continue;
    detachedNodes += 1;
    if (/^<iframe/.test(snapshot.strings[snapshot.nodes[at + nameAt]!]!)) detachedFrames += 1;
  }
  await cdp.detach();
  return {
    frames: metric('Frames'),
    documents: metric('Documents'),
    nodes: metric('Nodes'),
    heapMb: Math.round(metric('JSHeapUsedSize') / 1e5) / 10,
    detachedNodes,
    detachedFrames,
  };
}

async function measure(pages: string[]): Promise<Counters> {
  const {context} = await isolatedContext(shared.browser);
  try {
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(shared.site.url(pages.length ? '/docs' : plainPage));
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    for (const path of pages) await visit(page, path);
    if (pages.length) await navigate(page, plainPage);
    // Past the longest timer a playground's parts may have had running as the page went (a frame's boot turn, 3 s).
    await page.waitForTimeout(4000);
    assert.equal(await page.locator('iframe').count(), 0, 'frames left in the document');
    assert.deepEqual(problems.pageErrors, []);
    return await counters(page);
  } finally {
    await context.close();
  }
}

test('after 10 pages with playgrounds, a plain page holds no more frames, documents or nodes than a fresh load, within 2x', async () => {
  const fresh = await measure([]);
  const afterOne = await measure(playgroundPages.slice(0, 1));
  const afterTen = await measure(playgroundPages);
  const report = JSON.stringify({fresh, afterOne, afterTen});
  console.log(`counters on ${plainPage}: ${report}`);
  assert.equal(afterTen.detachedFrames, 0, `guest or relay frames are still held after their page has gone: ${report}`);
  assert.ok(afterTen.frames <= fresh.frames, `frames: ${report}`);
  assert.ok(
    afterTen.documents <= fresh.documents + 1,
    `documents (one more: the template documents of recorded previews): ${report}`,
  );
  assert.ok(afterTen.nodes <= 2 * fresh.nodes, `DOM nodes: ${report}`);
  assert.ok(afterTen.detachedNodes <= 50, `DOM out of the document but still held: ${report}`);
  // The editor (Monaco, its type libraries) and the visited pages' own scripts stay loaded once
  // any playground has been seen: what ten pages leave is at most twice what one does.
  assert.ok(afterTen.heapMb <= 2 * afterOne.heapMb, `JS heap: ${report}`);
});
