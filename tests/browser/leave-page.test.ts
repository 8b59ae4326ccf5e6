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

/**
 * Goes to `path` through the site's router (a pushState and the popstate
 * it listens to, as Back does: it takes it for Back). Leaving a page whose
 * playgrounds have loaded becomes a document load (ui/pageStart.ts); says
 * whether it did.
 */
async function navigate(page: Page, path: string): Promise<'document' | 'router'> {
  const before = await page.evaluate((to) => {
    (window as unknown as {leavePageMark: boolean}).leavePageMark = true;
    const heading = document.querySelector('h1')?.textContent ?? null;
    // An entry as the router's own history makes them: a key of its own.
    const state = {key: Math.random().toString(36).slice(2, 8), state: undefined};
    window.history.pushState(state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state}));
    return heading;
  }, path);
  // The router keeps the old page on screen until the new one's chunks have loaded (or a new
  // document replaces it): wait for the new heading, asking again if a document load ends a wait.
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await page.waitForFunction(
        ([to, old]) => {
          const heading = document.querySelector('h1')?.textContent ?? null;
          const fresh = !(window as unknown as {leavePageMark?: boolean}).leavePageMark;
          return (
            `${window.location.pathname}${window.location.hash}` === to &&
            heading !== null &&
            (heading !== old || fresh)
          );
        },
        [path, before] as const,
        {timeout: Math.max(1, deadline - Date.now())},
      );
      break;
    } catch (error) {
      if (Date.now() >= deadline || !/context was destroyed|navigat/i.test(String(error))) throw error;
    }
  }
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  return (await page.evaluate(() => (window as unknown as {leavePageMark?: boolean}).leavePageMark))
    ? 'router'
    : 'document';
}

/** Visits a playground page as a reader does: its playgrounds come into view (their editors load), and their frames run. */
async function visit(page: Page, path: string) {
  const how = await navigate(page, path);
  const count = await page.locator('[data-example]').count();
  for (let index = 0; index < count; index++) {
    await page
      .locator('[data-example]')
      .nth(index)
      .evaluate((playground) => playground.scrollIntoView());
    await page.waitForTimeout(300);
  }
  await page.waitForTimeout(1000);
  return how;
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

async function measure(pages: string[]): Promise<Counters & {loads: string[]}> {
  const {context} = await isolatedContext(shared.browser);
  try {
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(shared.site.url(pages.length ? '/docs' : plainPage));
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const loads: string[] = [];
    for (const path of pages) loads.push(`${path}: ${await visit(page, path)}`);
    if (pages.length) loads.push(`${plainPage}: ${await navigate(page, plainPage)}`);
    // Past the longest timer a playground's parts may have had running as the page went (a frame's boot turn, 3 s).
    await page.waitForTimeout(4000);
    assert.equal(await page.locator('iframe').count(), 0, 'frames left in the document');
    assert.deepEqual(problems.pageErrors, []);
    return {...(await counters(page)), loads};
  } finally {
    await context.close();
  }
}

test('after 10 pages with playgrounds, a plain page holds no more frames, documents, nodes or heap than a fresh load, within 2x', async () => {
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
  assert.ok(afterTen.heapMb <= 2 * fresh.heapMb, `JS heap: ${report}`);
});

test('leaving a page whose playgrounds loaded is a document load; other navigations stay in the router', async () => {
  const {context} = await isolatedContext(shared.browser);
  try {
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(shared.site.url('/docs'));
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const seen = [
      `plain to plain: ${await navigate(page, plainPage)} ${await page.evaluate(() => history.length)}`,
      `plain to playground: ${await visit(page, '/docs/getting-started')} ${await page.evaluate(() => history.length)}`,
    ];
    // A fragment on the same page is not leaving it.
    const lengthBefore = await page.evaluate(() => {
      (window as unknown as {leavePageMark: boolean}).leavePageMark = true;
      window.location.hash = '#a-fragment';
      return history.length;
    });
    // history.length comes from the browser process once it has the new entry: on a busy machine,
    // later than the navigation itself. Waited for, up to 5 s; a missing entry still fails below.
    await page.waitForFunction((before) => history.length > before, lengthBefore, {timeout: 5000}).catch(() => {});
    await page.waitForTimeout(500);
    seen.push(
      `fragment on the same page: ${(await page.evaluate(() => (window as unknown as {leavePageMark?: boolean}).leavePageMark)) ? 'router' : 'document'} ${await page.evaluate(() => history.length)}`,
    );
    await page.evaluate(() => window.scrollTo(0, 2000));
    seen.push(
      `playground to playground: ${await navigate(page, '/docs/entities')} ${await page.evaluate(() => history.length)}`,
    );
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => window.scrollTo(0, 1000));
    seen.push(
      `playground to a fragment of another page: ${await navigate(page, '/docs/path-rules#query-string')} ${await page.evaluate(() => history.length)}`,
    );
    const fragmentTop = await page.locator('#query-string').evaluate((heading) => heading.getBoundingClientRect().top);
    await page.goBack();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForFunction(() => window.location.pathname === '/docs/entities' && window.scrollY > 0);
    const scrollBack = await page.evaluate(() => window.scrollY);
    seen.push(
      `playground to plain, after Back: ${await visit(page, plainPage)} ${await page.evaluate(() => history.length)}`,
    );
    // How each step went, and the history's length after it: about:blank, then one entry per step, none doubled.
    assert.deepEqual(seen, [
      'plain to plain: router 3',
      'plain to playground: router 4',
      'fragment on the same page: router 5',
      'playground to playground: document 6',
      'playground to a fragment of another page: document 7',
      'playground to plain, after Back: document 7',
    ]);
    assert.equal(scrollY, 0, 'the page left was scrolled; the new one opens at its top');
    assert.ok(
      fragmentTop >= 0 && fragmentTop < 200,
      `the fragment's heading is at the top of the window: ${fragmentTop} px`,
    );
    // Within a line or so: the browser keeps the same content in view (scroll anchoring) as the page's parts load.
    assert.ok(Math.abs(scrollBack - 1000) < 60, `Back returns to where the reader was on the page: ${scrollBack} px`);
    assert.deepEqual(problems.pageErrors, []);
  } finally {
    await context.close();
  }
});

test('Back from a playground to a page the same document showed loads it where the reader was', async () => {
  const {context} = await isolatedContext(shared.browser);
  try {
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(shared.site.url(plainPage));
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForTimeout(200);
    // A link in the page, through the router: the plain page's document shows the playground page.
    await page.evaluate(() => {
      (window as unknown as {leavePageMark: boolean}).leavePageMark = true;
      document.querySelector<HTMLAnchorElement>('a[href="/docs/getting-started"]')!.click();
    });
    await page.locator('h1', {hasText: 'Getting started'}).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as {leavePageMark?: boolean}).leavePageMark), true);
    // Into view until its editor loads (the router scrolls the new page to its top once it has rendered).
    await page.waitForFunction(() => {
      document.querySelector('[data-example]')!.scrollIntoView();
      return document.querySelector('[data-editor="ready"]') !== null;
    });
    await page.goBack();
    await page.waitForFunction((path) => window.location.pathname === path, plainPage);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForTimeout(300);
    const after = await page.evaluate(() => ({
      fresh: !(window as unknown as {leavePageMark?: boolean}).leavePageMark,
      scrollY: window.scrollY,
    }));
    assert.deepEqual(after, {fresh: true, scrollY: 700}, 'a document load, scrolled where the reader left the page');
    assert.deepEqual(problems.pageErrors, []);
  } finally {
    await context.close();
  }
});
