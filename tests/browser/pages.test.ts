import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {editorsSettled, seriousViolations, switchToDarkMode} from './axe';
import {isolatedContext, loadPage, sitemapPaths, useSiteAndBrowser, watchPage, type Page} from './harness';
import {waitForRun} from './playgroundDriver';
import {decodeShareHash} from '../../playground/core/shareLink';
import {playgroundPageRoute} from '../../playground/guest/route';

const shared = useSiteAndBrowser();

/** A link into another page of the site, at an element id, checked once that page has been seen. */
type AnchorLink = {from: string; href: string; pathname: string; id: string};

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}

/** The ids of the elements of a page as rendered. */
function renderedIds(page: Page): Promise<Set<string>> {
  return page.$$eval('[id]', (elements) => elements.map((element) => element.id)).then((ids) => new Set(ids));
}

/** Each playground on a page has finished its first run, so what it logs has been logged. */
async function waitForPlaygrounds(page: Page): Promise<void> {
  const playgrounds = page
    .locator('[data-example]')
    .filter({has: page.getByRole('button', {name: 'Run', exact: true})});
  for (const playground of await playgrounds.all()) await waitForRun(playground);
}

describe('every page in the sitemap', () => {
  const paths = sitemapPaths();
  const idsByPage = new Map<string, Set<string>>();
  const linksIntoOtherPages: AnchorLink[] = [];

  test('the sitemap lists the home page and the docs, and not the guest frame', () => {
    assert.ok(paths.includes('/'), 'home page missing from the sitemap');
    assert.ok(paths.includes('/docs'), 'docs landing missing from the sitemap');
    assert.ok(!paths.some((p) => p.includes('playground-guest')), 'the guest frame is not a reader page');
  });

  for (const pathname of paths) {
    test(`${pathname} loads cleanly, has an h1, its anchors resolve, its regions have names of their own, and axe finds nothing serious in light or dark mode`, async () => {
      const {context} = await isolatedContext(shared.browser);
      try {
        const page = await context.newPage();
        const problems = watchPage(page);
        const response = await loadPage(page, shared.site.url(pathname));
        await waitForPlaygrounds(page);

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
          const url = new URL(href);
          if (url.origin !== shared.site.baseUrl || url.hash.length < 2) continue;
          const target = withoutTrailingSlash(url.pathname);
          // "Open in playground": its hash is the playground's state, not an id, and opens as such.
          if (target === playgroundPageRoute && url.hash.startsWith('#v1/')) {
            assert.equal(
              decodeShareHash(url.hash).status,
              'ok',
              `a playground link that does not open: ${href.slice(0, 120)}…`,
            );
            continue;
          }
          const id = decodeURIComponent(url.hash.slice(1));
          if (target === withoutTrailingSlash(pathname)) {
            if (!ids.has(id)) brokenHere.push(href);
          } else {
            linksIntoOtherPages.push({from: pathname, href: url.pathname + url.hash, pathname: target, id});
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

        await editorsSettled(page);
        assert.deepEqual(await seriousViolations(page), [], 'axe, light mode');
        await switchToDarkMode(page);
        assert.deepEqual(await seriousViolations(page), [], 'axe, dark mode');

        assert.deepEqual(problems.pageErrors, [], 'uncaught errors');
        assert.deepEqual(problems.consoleErrors, [], 'console errors');
        assert.deepEqual(problems.offHostRequests, [], 'requests to hosts other than 127.0.0.1');
      } finally {
        await context.close();
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
