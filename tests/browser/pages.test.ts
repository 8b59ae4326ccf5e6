import assert from 'node:assert/strict';
import {describe, test, type TestContext} from 'node:test';
import {axeInLightAndDark, editorsSettled} from './axe';
import path from 'node:path';
import {componentEntry} from '../../playground/core/files';
import {findExamples, readExample, readExpectations} from '../../playground/node/examples';
import {
  browserLogTail,
  builtPages,
  examplesShownIn,
  isolatedContext,
  launchBrowser,
  loadPage,
  repoRoot,
  sitemapPaths,
  trackLoading,
  useSiteAndBrowser,
  watchPage,
  type Browser,
  type Page,
} from './harness';
import {
  drawsWithin,
  restartFrames,
  skimPage,
  waitForRun,
  waitForRunsNearWindow,
  watchAnswers,
} from './playgroundDriver';
import {
  assertLiveRunsAsRecorded,
  assertRunAsExpected,
  holdGuests,
  readRecordedRuns,
  type RecordedRuns,
} from './runChecks';
import {decodeShareHash} from '../../playground/core/shareLink';
import {playgroundPageRoute} from '../../playground/guest/route';

const shared = useSiteAndBrowser();
/**
 * A page's checks end by then, passed or failed: the slowest page took 83 s in CI beside another
 * file. Once (CI at cee7012) a page's main thread stopped answering (blocked, no processor time, its
 * guests and the service worker still answering), and a `page.evaluate`, which has no timeout, waited
 * on it for over 20 minutes until the run was ended by hand; the rest of the sitemap goes on after
 * this instead. A page that times out keeps its context open (its test's code is still waiting).
 * It came back once in CI (/docs/in-depth/events) and once in a run here (/docs/create-resource),
 * each time at the same step: after the recorded runs, before the page's checks. Each time the
 * guests were let go by a browser route's `continue()` and `skimPage` waited for frames, neither
 * with a limit; the guests are held at the site's server since, and skimming waits 5 s a step.
 * Once more in CI (7ef0438, /docs/in-depth/lifecycle), after the recorded runs, and the page's
 * checks still asked it with no bound: each page is watched for answers since (`watchAnswers`), and
 * one silent for 15 s is named in a failure (a script running without end, the site's fault) or,
 * its main thread running no script, checked again, whole, in a new browser.
 */
const pageTimeoutMs = 5 * 60_000;
const docsDir = path.join(repoRoot, 'docs');

/** A link into another page of the site, at an element id, checked once that page has been seen. */
type AnchorLink = {from: string; href: string; pathname: string; id: string};

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}

/** The ids of the elements of a page as rendered. */
function renderedIds(page: Page): Promise<Set<string>> {
  return page.$$eval('[id]', (elements) => elements.map((element) => element.id)).then((ids) => new Set(ids));
}

/**
 * The page stopped drawing frames, and nothing `restartFrames` tries got it drawing again: a fault
 * of the browser (headless Chromium, a few times in CI, the page's main thread answering), which a
 * reader's tab in view does not meet. A page stalled so shows nothing new: its IntersectionObservers
 * wait for its frames too, so a playground scrolled to never takes its turn (CI at 30888d2,
 * /docs/guides/errors: four playgrounds ran, the fifth had no frames after 20 s).
 */
class BrowserStall extends Error {}

/** Tries to get a page drawing again; a BrowserStall if nothing does. Says what it found either way. */
async function framesBack(page: Page, t: TestContext, browser: Browser, what: string, cause?: unknown): Promise<void> {
  const {drawing, said} = await restartFrames(page);
  t.diagnostic(`${what}: ${said}`);
  for (const line of browserLogTail(browser)) t.diagnostic(`Chromium: ${line}`);
  if (!drawing) throw new BrowserStall(`${what}: ${said}`, {cause});
}

/** `wait`, and once more if it failed while the page drew no frames and they could be restarted. */
async function unlessStalled(page: Page, t: TestContext, browser: Browser, wait: () => Promise<void>): Promise<void> {
  try {
    await wait();
  } catch (error) {
    if (await drawsWithin(page, 3000)) throw error;
    await framesBack(
      page,
      t,
      browser,
      `${(error as Error).message.split(':')[0]}, and the page drew no frame in 3 s`,
      error,
    );
    await wait();
  }
}

/** Each playground on a page has finished its first run, so what it logs has been logged. */
async function waitForPlaygrounds(page: Page, t: TestContext, browser: Browser): Promise<void> {
  // Interactive first (those near the window have run); then every one has come near, and boots in turn.
  await unlessStalled(page, t, browser, () => waitForRunsNearWindow(page));
  for (let skims = 1; !(await skimPage(page)); skims += 1) {
    if (skims === 2) throw new BrowserStall('skimming the page, frames stopped again after they were restarted');
    await framesBack(page, t, browser, 'skimming the page, a step drew no frame in 5 s');
  }
  const playgrounds = page
    .locator('[data-example]')
    .filter({has: page.getByRole('button', {name: 'Run', exact: true})});
  for (const playground of await playgrounds.all()) {
    await unlessStalled(page, t, browser, () => waitForRun(playground));
  }
}

/**
 * Each page of the sitemap is opened once, as a reader opens it, and
 * everything a page must hold is checked on that one load: a page with
 * playgrounds shows the runs the build recorded at once (its guests held back
 * until they have been read), then the live runs show the same and each
 * component example's run is what its expect.json says.
 */
describe('every page in the sitemap', () => {
  const paths = sitemapPaths();
  const idsByPage = new Map<string, Set<string>>();
  const linksIntoOtherPages: AnchorLink[] = [];
  const pages = builtPages();
  /** Each component example, checked against its expect.json on the first page that shows it. */
  const componentExamples = findExamples(docsDir)
    .filter((dir) => componentEntry in readExample(dir))
    .map((dir) => {
      const id = path.relative(docsDir, dir).split(path.sep).join('/');
      const home = [...pages].find(([, html]) => examplesShownIn(html).includes(id))?.[0];
      return {id, dir, home};
    });

  test('the sitemap lists the home page and the docs, and not the guest frame', () => {
    assert.ok(paths.includes('/'), 'home page missing from the sitemap');
    assert.ok(paths.includes('/docs'), 'docs landing missing from the sitemap');
    assert.ok(!paths.some((p) => p.includes('playground-guest')), 'the guest frame is not a reader page');
  });

  test('every component example is a playground on a page of the sitemap, with an expect.json', () => {
    assert.ok(componentExamples.length > 0, 'no component examples');
    for (const {id, dir, home} of componentExamples) {
      assert.ok(readExpectations(dir), `${id} needs an expect.json`);
      assert.ok(home && paths.includes(home), `no page of the sitemap shows ${id} as a playground`);
    }
  });

  for (const pathname of paths) {
    const examples = examplesShownIn(pages.get(pathname) ?? '');
    // Every playground of the sitemap's pages shows a recorded run first (the full-page one, its default example's).
    const recorded = examples.length > 0;
    test(pathname, {timeout: pageTimeoutMs}, async (t) => {
      try {
        await checkPage(shared.browser);
      } catch (error) {
        if (!(error instanceof BrowserStall)) throw error;
        t.diagnostic(`${error.message}; the page is checked again, whole, in a new browser`);
        const browser = await launchBrowser();
        try {
          await checkPage(browser);
        } finally {
          await browser.close();
        }
      }

      async function checkPage(browser: Browser): Promise<void> {
        const {context} = await isolatedContext(browser);
        const guests = recorded ? holdGuests(shared.site) : undefined;
        let answers: Awaited<ReturnType<typeof watchAnswers>> | undefined;
        /** One of the page's checks; one that a page no longer answering ended is skipped, saying so. */
        const step = (name: string, check: () => Promise<void>) =>
          t.test(name, async (s) => {
            try {
              await check();
            } catch (error) {
              const silence = answers?.silence();
              if (!silence) throw error;
              s.skip(`ended, as ${silence.said}`);
            }
          });
        try {
          const page = await context.newPage();
          // Most waits below ask the page with no bound of their own: one that stops answering ends them all.
          answers = await watchAnswers(page);
          const problems = watchPage(page);
          const url = shared.site.url(pathname);
          const loading = trackLoading(page);
          let response: Awaited<ReturnType<Page['goto']>> = null;
          let recordedRuns: RecordedRuns | undefined;
          try {
            // Not until `load`: the first playground's frames are in the page before it hydrates, and are held.
            response = await page.goto(url, {waitUntil: guests ? 'domcontentloaded' : 'load'});
            if (guests) {
              await step('every playground shows the run the build recorded at once', async () => {
                recordedRuns = await readRecordedRuns(page, examples);
              });
            }
          } finally {
            guests?.release();
          }
          await loading.settled(url);
          loading.stop();
          await waitForPlaygrounds(page, t, browser);

          await step('it loads, has an h1, its anchors resolve, its regions have names of their own', async () => {
            assert.equal(response?.status(), 200);
            const h1 = page.locator('h1').first();
            assert.ok(await h1.isVisible(), 'no visible h1');
            const heading = (await h1.innerText()).trim();
            assert.ok(heading.length > 0, 'the h1 is empty');
            assert.notEqual(heading, 'Page Not Found');

            const ids = await renderedIds(page);
            idsByPage.set(pathname, ids);
            const hrefs = await page.$$eval('a[href]', (anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
            const brokenHere: string[] = [];
            for (const href of new Set(hrefs)) {
              const target = new URL(href);
              if (target.origin !== shared.site.baseUrl || target.hash.length < 2) continue;
              const targetPath = withoutTrailingSlash(target.pathname);
              // "Open in playground": its hash is the playground's state, not an id, and opens as such.
              if (targetPath === playgroundPageRoute && target.hash.startsWith('#v1/')) {
                assert.equal(
                  decodeShareHash(target.hash).status,
                  'ok',
                  `a playground link that does not open: ${href.slice(0, 120)}…`,
                );
                continue;
              }
              const id = decodeURIComponent(target.hash.slice(1));
              if (targetPath === withoutTrailingSlash(pathname)) {
                if (!ids.has(id)) brokenHere.push(href);
              } else {
                linksIntoOtherPages.push({
                  from: pathname,
                  href: target.pathname + target.hash,
                  pathname: targetPath,
                  id,
                });
              }
            }
            assert.deepEqual(brokenHere, [], 'links to ids this page does not have');
            const regionNames = await page
              .locator('section[aria-label]')
              .evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-label')!));
            assert.deepEqual(
              regionNames.filter((name, index) => regionNames.indexOf(name) !== index),
              [],
              'regions of the same name: a screen reader cannot tell them apart',
            );
            // The outline reads in order: no heading more than one level below the one before it.
            const skips = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) =>
              headings.flatMap((heading, index) => {
                const before = index === 0 ? 0 : Number(headings[index - 1]!.tagName[1]);
                const level = Number(heading.tagName[1]);
                return level > before + 1
                  ? [`h${level} "${heading.textContent?.trim().slice(0, 40)}" after h${before}`]
                  : [];
              }),
            );
            assert.deepEqual(skips, [], 'headings that skip a level');
            // WCAG 2.5.3: a control named apart from its text is named starting with that text, so
            // "click Export project" works by voice, and what is read is what is seen.
            const misnamed = await page
              .locator('button[aria-label], a[aria-label], [role="button"][aria-label], [role="tab"][aria-label]')
              .evaluateAll((controls) =>
                controls.flatMap((control) => {
                  // No function declared in here: the test's compiler would name it with a helper the page lacks.
                  const [shown, name] = [(control as HTMLElement).innerText, control.getAttribute('aria-label')!].map(
                    (text) =>
                      text
                        .replace(/\u200b/g, '')
                        .replace(/\s+/g, ' ')
                        .trim()
                        .toLowerCase(),
                  );
                  return shown && !name!.startsWith(shown) ? [`"${shown}" named "${name}"`] : [];
                }),
              );
            assert.deepEqual(misnamed, [], 'controls whose name does not start with the text they show');
          });

          await step('axe finds nothing, of any impact, in light or dark mode', async () => {
            // Reading the recorded runs showed each store as JSON: axe judges the store as it first shows.
            // Clicked in the page, each checked one as it is then: a live playground taking over from its
            // shell meanwhile (with the tree shown) must not make a click land on a box already unchecked.
            await page
              .getByLabel('Show as JSON')
              .evaluateAll((toggles) =>
                toggles.forEach((box) => (box as HTMLInputElement).checked && (box as HTMLInputElement).click()),
              );
            assert.equal(
              await page.getByLabel('Show as JSON', {exact: true}).and(page.locator(':checked')).count(),
              0,
              'every store shown as a tree',
            );
            await editorsSettled(page);
            assert.deepEqual(await axeInLightAndDark(page), {light: [], dark: []});
          });

          if (guests) {
            await step('every live run shows what the build recorded', async () => {
              assert.ok(recordedRuns, 'the recorded runs could not be read');
              await assertLiveRunsAsRecorded(page, recordedRuns);
            });
          }
          for (const example of componentExamples.filter(({home}) => home === pathname)) {
            await step(`${example.id} runs as its expect.json says`, async () => {
              await assertRunAsExpected(page, example.id, readExpectations(example.dir)!);
            });
          }

          assert.deepEqual(problems.pageErrors, [], 'uncaught errors');
          assert.deepEqual(problems.consoleErrors, [], 'console errors');
          assert.deepEqual(problems.offHostRequests, [], 'requests to hosts other than 127.0.0.1');
          if (answers.silence()) throw new Error('checks skipped: the page stopped answering');
        } catch (error) {
          const silence = answers?.silence();
          if (!silence) throw error;
          // A script without end is the site's fault; a thread blocked outside JavaScript, the browser's.
          throw silence.script
            ? new Error(silence.said, {cause: error})
            : new BrowserStall(silence.said, {cause: error});
        } finally {
          await answers?.stop();
          await context.close();
        }
      }
    });
  }

  test('links into other pages point at ids those pages have', async (t) => {
    t.diagnostic(`${linksIntoOtherPages.length} links into other pages`);
    const unseen = [...new Set(linksIntoOtherPages.map((link) => link.pathname))].filter((p) => !idsByPage.has(p));
    if (unseen.length > 0) {
      const {context} = await isolatedContext(shared.browser);
      try {
        const page = await context.newPage();
        for (const pathname of unseen) {
          await loadPage(page, shared.site.url(pathname));
          idsByPage.set(pathname, await renderedIds(page));
        }
      } finally {
        await context.close();
      }
    }
    const broken = linksIntoOtherPages.filter((link) => !idsByPage.get(link.pathname)!.has(link.id));
    assert.deepEqual(
      broken.map((link) => `${link.from} → ${link.href}`),
      [],
    );
  });
});

test('an unknown route shows Page Not Found, without uncaught errors', async () => {
  const {context} = await isolatedContext(shared.browser);
  try {
    const page = await context.newPage();
    const problems = watchPage(page);
    const url = shared.site.url('/docs/does-not-exist');
    const response = await loadPage(page, url);
    assert.equal(response?.status(), 404);
    assert.equal((await page.locator('h1').first().innerText()).trim(), 'Page Not Found');
    assert.deepEqual(problems.pageErrors, []);
    // The browser's own note that the document came with a 404 is the only console error.
    assert.deepEqual(problems.consoleErrors, [
      `Failed to load resource: the server responded with a status of 404 (Not Found) (${url})`,
    ]);
    assert.deepEqual(problems.offHostRequests, []);
  } finally {
    await context.close();
  }
});
