import assert from 'node:assert/strict';
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {buildDir, isolatedContext, launchBrowser, sitemapPaths, startSite, watchPage, type Browser, type Site} from './harness';

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

/** The ids a built page's HTML holds, for checking links into it without a browser. */
function idsInBuiltPage(pathname: string): Set<string> {
  const candidates = [`${pathname}.html`, path.join(pathname, 'index.html')].map((p) => path.join(buildDir, p));
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) return new Set();
  return new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
}

describe('every page in the sitemap', () => {
  const paths = sitemapPaths();

  test('the sitemap lists the home page and the docs', () => {
    assert.ok(paths.includes('/'), 'home page missing from the sitemap');
    assert.ok(paths.includes('/docs'), 'docs landing missing from the sitemap');
    assert.ok(!paths.some((p) => p.includes('playground-runner')), 'the runner frame is not a reader page');
  });

  for (const pathname of paths) {
    test(`${pathname} loads cleanly, has an h1, and its anchors resolve`, async () => {
      const {context, offHostRequests} = await isolatedContext(browser);
      try {
        const page = await context.newPage();
        const problems = watchPage(page);
        await page.goto(site.url(pathname), {waitUntil: 'networkidle'});
        await page.waitForTimeout(300);

        assert.equal(await page.locator('h1').count() > 0, true, 'no h1');
        const links = await page.$$eval('a[href]', (anchors) =>
          anchors.map((a) => (a as HTMLAnchorElement).href).filter((href) => href.includes('#')),
        );
        const broken: string[] = [];
        for (const href of new Set(links)) {
          const url = new URL(href);
          if (url.origin !== site.origin || url.hash.length < 2) continue;
          const id = decodeURIComponent(url.hash.slice(1));
          const here = url.pathname === new URL(page.url()).pathname;
          const found = here
            ? await page.evaluate((target) => document.getElementById(target) !== null, id)
            : idsInBuiltPage(url.pathname).has(id);
          if (!found) broken.push(href);
        }
        assert.deepEqual(broken, [], 'links to anchors that do not exist');
        assert.deepEqual(problems.pageErrors, [], 'uncaught errors');
        assert.deepEqual(problems.consoleErrors, [], 'console errors');
        assert.deepEqual(offHostRequests, [], 'requests to hosts other than 127.0.0.1');
      } finally {
        await context.close();
      }
    });
  }
});

test('an unknown route shows Page Not Found, without errors', async () => {
  const {context, offHostRequests} = await isolatedContext(browser);
  try {
    const page = await context.newPage();
    const problems = watchPage(page);
    const response = await page.goto(site.url('/docs/does-not-exist'), {waitUntil: 'networkidle'});
    assert.equal(response?.status(), 404);
    assert.equal(await page.locator('h1').first().innerText(), 'Page Not Found');
    assert.deepEqual(problems.pageErrors, []);
    assert.deepEqual(offHostRequests, []);
  } finally {
    await context.close();
  }
});
