import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {promisify} from 'node:util';
import {
  hydrated,
  isolatedContext,
  launchBrowser,
  repoRoot,
  startSite,
  watchPage,
  type Browser,
  type Site,
} from './harness';
import {playground, requestLog, waitForRun} from './playgroundDriver';

const program = 'getting-started/examples/todo-program';

describe('deployed under a sub-path (BASE_URL)', () => {
  const basePath = '/team/createresource/';
  let outDir = '';
  let site: Site;
  let browser: Browser;
  before(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'docs-subpath-'));
    // Not minified: what a sub-path changes (links, assets, the frames' and workers' addresses) is the
    // same in a minified build, which the rest of the suite tests; minifying took a third of this build.
    await promisify(execFile)('npx', ['docusaurus', 'build', '--no-minify', '--out-dir', outDir], {
      cwd: repoRoot,
      env: {...process.env, BASE_URL: basePath, SITE_URL: 'https://docs.example.com'},
      maxBuffer: 64 * 1024 * 1024,
    });
    // Nothing is served outside the base path: a page that asked for /mockServiceWorker.js at the root would fail.
    site = await startSite(outDir, {basePath});
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
    if (outDir) await rm(outDir, {recursive: true, force: true});
  });

  test('a docs page and the full-page playground run their playgrounds', async () => {
    const {context} = await isolatedContext(browser);
    try {
      const page = await context.newPage();
      const problems = watchPage(page);
      await page.goto(site.url(`${basePath}docs/getting-started`));
      const pg = playground(page, program);
      await waitForRun(pg);
      assert.deepEqual(
        (await requestLog(pg)).map((row) => `${row.method} ${row.url} ${row.status}`),
        ['GET /todos 200', 'PATCH /todos/1 200'],
      );
      await page.goto(site.url(`${basePath}playground`));
      await waitForRun(playground(page, 'playground'));
      assert.ok((await requestLog(playground(page, 'playground'))).length > 0);
      assert.deepEqual(problems.pageErrors, []);
      assert.deepEqual(problems.consoleErrors, []);
    } finally {
      await context.close();
    }
  });

  test("llms.txt and each page's Markdown link under the sub-path, and Copy page copies the Markdown there", async () => {
    const siteRoot = `https://docs.example.com${basePath}`;
    const llmsTxt = readFileSync(path.join(outDir, 'llms.txt'), 'utf8');
    const links = [...llmsTxt.matchAll(/\]\((https?:[^)\s]+)\)/g)].map((match) => match[1]!);
    assert.ok(links.length > 30, `${links.length} links in llms.txt`);
    for (const url of links) {
      assert.ok(url.startsWith(`${siteRoot}docs`), `${url} is not under ${siteRoot}docs`);
      const response = await fetch(site.url(`${basePath}${url.slice(siteRoot.length)}`));
      assert.equal(response.status, 200, `${url}: ${response.status}`);
    }
    const markdown = readFileSync(path.join(outDir, 'docs/getting-started.md'), 'utf8');
    const intoSite = [...markdown.matchAll(/\]\((https:\/\/docs\.example\.com[^)\s]*)\)/g)].map((match) => match[1]!);
    assert.ok(
      intoSite.length > 0 && intoSite.every((url) => url.startsWith(siteRoot)),
      `links into the site not under ${siteRoot}: ${intoSite.join(', ')}`,
    );

    const {context} = await isolatedContext(browser);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: site.baseUrl});
      const page = await context.newPage();
      await page.goto(site.url(`${basePath}docs/getting-started`));
      await hydrated(page);
      const copy = page.getByRole('button', {name: 'Copy page', exact: true});
      const copied = page.getByRole('status').filter({hasText: 'Copied as Markdown'});
      await copy.click();
      await copied.waitFor();
      assert.ok(
        (await page.evaluate(() => navigator.clipboard.readText())) === markdown,
        'the clipboard does not hold docs/getting-started.md',
      );
      // Reached by a link within the site, the page's Markdown is fetched, from under the sub-path.
      await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Reference', exact: true}).click();
      await page.getByRole('heading', {level: 1, name: 'Reference'}).waitFor();
      // Leaving a page whose playgrounds loaded is a document load: its button works once it has hydrated.
      await hydrated(page);
      await copied.waitFor({state: 'detached'});
      await copy.click();
      await copied.waitFor();
      const reference = readFileSync(path.join(outDir, 'docs/reference.md'), 'utf8');
      assert.ok(
        (await page.evaluate(() => navigator.clipboard.readText())) === reference,
        'the clipboard does not hold docs/reference.md',
      );
    } finally {
      await context.close();
    }
  });
});

describe('a page opened over plain http:// from a host that is not localhost', () => {
  const host = 'docs.insecure.test';
  let site: Site;
  let browser: Browser;
  before(async () => {
    site = await startSite();
    browser = await launchBrowser({hostsOnThisMachine: [host]});
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  test('each playground says it has no mock network, and why, instead of "Starting…" forever', async () => {
    // Not isolatedContext: its watch counts this host as another machine, though it resolves to this one.
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const url = new URL(site.url('/docs/getting-started'));
      url.hostname = host;
      await page.goto(url.href);
      assert.equal(await page.evaluate(() => window.isSecureContext), false);
      for (const pg of await page.locator('[data-example]').all()) {
        // As the reader scrolls to it: a playground's frames load only near the window. In one step
        // in the page: its shell may be giving way to the interactive playground meanwhile.
        await pg.evaluate((element) => element.scrollIntoView({block: 'start'}));
        await pg
          .getByRole('alert')
          .getByText(/plain http:\/\/ .* where browsers allow no service workers/)
          .waitFor({timeout: 20_000});
        // What it can still show: the run recorded when the site was built, said to be that.
        assert.match(
          await pg.getByRole('alert').first().innerText(),
          /The panels below show the run recorded when the site was built\.$/,
        );
        assert.equal(await pg.locator('[data-runs]').innerText(), 'No mock network');
      }
    } finally {
      await context.close();
    }
  });
});
