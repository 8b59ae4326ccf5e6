import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import siteConfig from '../../docusaurus.config';
import {readExample} from '../../playground/node/examples';
import {docsDir, readTaskPlaygrounds} from '../../playground/node/taskPlaygrounds';
import {copiedShownMs} from '../../src/llms/markdownUrl';
import {markdownNodes, titledBlocks} from '../../src/llms/readMarkdown';
import {llmsFullTxtFile, llmsTxtFile} from '../../src/plugins/llms';
import {axeInLightAndDark} from './axe';
import {
  buildDir,
  builtPages,
  hydrated,
  isolatedContext,
  loadPage,
  sitemapPaths,
  useSiteAndBrowser,
  type Page,
} from './harness';
import {hasFocus} from './playgroundDriver';

const shared = useSiteAndBrowser({prefetch: false});

/** Where the build says the site is (SITE_URL and BASE_URL): llms.txt and the Markdown link to it so. */
const siteRoot = `${siteConfig.url}${siteConfig.baseUrl}`;
const docsPaths = sitemapPaths().filter((pathname) => pathname === '/docs' || pathname.startsWith('/docs/'));
const pages = builtPages();

function built(file: string): string {
  return readFileSync(path.join(buildDir, file), 'utf8');
}

function markdownOf(pathname: string): string {
  return built(`${pathname.slice(1)}.md`);
}

/** A URL of the site as the build wrote it, as this test's server serves it. */
function served(url: string): string {
  assert.ok(url.startsWith(siteRoot), `${url} is not on the site (${siteRoot})`);
  return shared.site.url(`/${url.slice(siteRoot.length)}`);
}

function decodeHtml(text: string): string {
  return text.replace(
    /&(lt|gt|amp|quot|#39|#x27);/g,
    (_, name: string) => ({lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'", '#x27': "'"})[name]!,
  );
}

/** Whether an element of the page has this id (the HTML minifier leaves the quotes off where it can). */
function hasId(html: string, id: string): boolean {
  return [` id=${id} `, ` id=${id}>`, ` id="${id}"`].some((attribute) => html.includes(attribute));
}

/** The examples a page's server HTML shows, in order: folder, the files it shows (tab order), and whether a <details> folds it. */
type ShownExample = {id: string; files: string[]; folded: boolean};

describe('the Markdown for assistants', () => {
  test('the sitemap lists docs pages, and none of the Markdown files', () => {
    assert.ok(docsPaths.length > 30, `only ${docsPaths.length} docs pages in the sitemap`);
    const xml = built('sitemap.xml');
    assert.doesNotMatch(xml, /\.md<|llms(-full)?\.txt/);
  });

  test('the search index holds no Copy page button and nothing only the Markdown says', () => {
    const index = built('search-index.json');
    for (const text of [
      'Copy page',
      'its files as the page opens it',
      'Store after the run',
      'of the run recorded when the site was built)',
    ]) {
      assert.ok(!index.includes(text), `the search index holds "${text}"`);
    }
  });

  test("every docs page has its Markdown beside it, headed by the page's h1; its HTML holds the same Markdown and links to it", async () => {
    const missing: string[] = [];
    for (const pathname of docsPaths) {
      const response = await fetch(shared.site.url(`${pathname}.md`));
      if (!response.ok) {
        missing.push(`${pathname}.md: ${response.status}`);
        continue;
      }
      const markdown = await response.text();
      const html = pages.get(pathname)!;
      const h1 = decodeHtml(/<h1[^>]*>(.*?)<\/h1>/.exec(html)![1]!.replace(/<[^>]+>/g, ''));
      assert.ok(markdown.startsWith(`# ${h1}\n`), `${pathname}.md does not start with # ${h1}`);
      const held = /<template id="page-markdown" data-permalink="([^"]*)">([\s\S]*?)<\/template>/.exec(html);
      assert.ok(held, `${pathname}: no Markdown in its HTML`);
      assert.equal(held[1]!.replace(/\/$/, ''), pathname);
      assert.ok(decodeHtml(held[2]!) === markdown, `${pathname}: the Markdown in its HTML is not its .md`);
      assert.ok(
        html.includes(`<link rel="alternate" type="text/markdown" href="${pathname}.md">`),
        `${pathname}: no link to its Markdown`,
      );
    }
    assert.deepEqual(missing, []);
  });

  test('every example a docs page shows is in its Markdown, each file byte for byte and in order; a solution folded under the tasks is not', async (t) => {
    const {context} = await isolatedContext(shared.browser, {javaScriptEnabled: false});
    const problems: string[] = [];
    let filesChecked = 0;
    let foldedChecked = 0;
    try {
      // The server's HTML is all this reads: its styles, fonts and pictures are left unloaded.
      await context.route('**/*', (route) =>
        route.request().resourceType() === 'document' ? route.continue() : route.abort(),
      );
      const page = await context.newPage();
      for (const pathname of docsPaths) {
        await page.goto(shared.site.url(pathname));
        const shown: ShownExample[] = await page
          .locator('[data-example], [data-example-code]')
          .evaluateAll((elements) =>
            elements.map((element) => ({
              id: element.getAttribute('data-example') ?? element.getAttribute('data-example-code')!,
              // A playground's files are its tab panels; code only (<ExampleCode>) is titled code blocks.
              files: element.hasAttribute('data-example')
                ? Array.from(element.querySelectorAll('[data-file]'), (file) => file.getAttribute('data-file')!)
                : Array.from(element.querySelectorAll('[class*="codeBlockTitle"]'), (title) => title.textContent!),
              folded: element.closest('details') !== null,
            })),
          );
        const blocks = titledBlocks(markdownOf(pathname));
        let next = 0;
        for (const example of shown.filter((candidate) => !candidate.folded)) {
          const files = readExample(path.join(docsDir, example.id));
          for (const name of example.files) {
            const at = blocks.findIndex((block, index) => index >= next && block.name === name);
            if (at === -1) {
              problems.push(`${pathname}: ${example.id}/${name} is not in its Markdown (in order)`);
              continue;
            }
            if (blocks[at]!.text !== files[name])
              problems.push(`${pathname}: ${example.id}/${name} differs from its file`);
            filesChecked += 1;
            next = at + 1;
          }
        }
        const open = new Set(blocks.map((block) => block.text));
        for (const example of shown.filter((candidate) => candidate.folded)) {
          const files = readExample(path.join(docsDir, example.id));
          const onlyThere = example.files.filter(
            (name) =>
              !shown.some((other) => !other.folded && readExample(path.join(docsDir, other.id))[name] === files[name]),
          );
          for (const name of onlyThere)
            if (open.has(files[name]!))
              problems.push(`${pathname}: the folded ${example.id}/${name} is in its Markdown`);
          foldedChecked += onlyThere.length;
        }
      }
    } finally {
      await context.close();
    }
    t.diagnostic(`${filesChecked} files inlined, ${foldedChecked} files of folded solutions left out`);
    assert.deepEqual(problems, [], problems.join('\n'));
    // The page's markup was read: a selector that found nothing would check nothing.
    assert.ok(
      filesChecked > 300 && foldedChecked >= 7,
      `only ${filesChecked} files inlined and ${foldedChecked} folded ones checked`,
    );
  });

  test("a page with tasks has each task's title and statement in its Markdown", () => {
    for (const playground of readTaskPlaygrounds()) {
      const markdown = markdownOf(`/docs/${playground.page}`);
      for (const task of playground.tasks) {
        assert.ok(
          markdown.includes(`**${task.title}**: ${task.statement}`),
          `${playground.page}: task ${task.name} not in its Markdown`,
        );
      }
    }
  });

  test('every link in llms.txt resolves in the built site, and it lists every docs page once', async () => {
    const text = built(llmsTxtFile);
    const links = markdownNodes(text, 'link').map((link) => link.url);
    const linkedPages = links
      .filter((url) => url.endsWith('.md'))
      .map((url) => `/${url.slice(siteRoot.length).replace(/\.md$/, '')}`);
    assert.deepEqual([...linkedPages].sort(), [...docsPaths].sort());
    const fullTxt = text.match(/https?:\/\/\S+llms-full\.txt/)![0];
    for (const url of [...links, fullTxt]) {
      const response = await fetch(served(url));
      assert.equal(response.status, 200, `${url}: ${response.status}`);
      assert.ok((await response.text()).length > 0, `${url} is empty`);
    }
  });

  test("llms-full.txt holds every page's Markdown whole, in llms.txt's order", () => {
    const links = markdownNodes(built(llmsTxtFile), 'link').map((link) => link.url);
    const full = built(llmsFullTxtFile);
    let from = 0;
    for (const url of links) {
      const markdown = built(url.slice(siteRoot.length));
      const at = full.indexOf(markdown, from);
      assert.ok(at >= from, `${url} is not in llms-full.txt after the page before it`);
      from = at + markdown.length;
    }
  });

  test("the Markdown's links into the site reach a built page, and the id they name", () => {
    const broken: string[] = [];
    for (const pathname of docsPaths) {
      for (const link of markdownNodes(markdownOf(pathname), 'link')) {
        if (!link.url.startsWith(siteRoot)) continue;
        const target = new URL(link.url);
        const html = pages.get(
          `/${target.pathname.slice(new URL(siteRoot).pathname.length)}`.replace(/\/$/, '') || '/',
        );
        if (!html) broken.push(`${pathname}: ${link.url} (no page)`);
        else if (target.hash && !hasId(html, decodeURIComponent(target.hash.slice(1))))
          broken.push(`${pathname}: ${link.url} (no such id)`);
      }
    }
    assert.deepEqual(broken, []);
  });
});

describe('Copy page', () => {
  /** A context whose pages may read and write the clipboard, as a reader's click allows. */
  async function clipboardContext() {
    const {context} = await isolatedContext(shared.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: shared.site.baseUrl});
    return context;
  }

  const copyButton = (page: Page) => page.getByRole('button', {name: 'Copy page', exact: true});
  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

  test("reached with the keyboard, it puts the page's Markdown on the clipboard and says so, with the network gone", async () => {
    const context = await clipboardContext();
    try {
      const page = await context.newPage();
      await loadPage(page, shared.site.url('/docs/getting-started'));
      await context.setOffline(true);
      let presses = 0;
      while (!(await hasFocus(copyButton(page)))) {
        assert.ok(++presses <= 30, 'Copy page not reached in 30 presses of Tab');
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({hasText: 'Copied as Markdown'}).waitFor();
      assert.ok(
        (await clipboard(page)) === markdownOf('/docs/getting-started'),
        "the clipboard does not hold the page's .md",
      );
    } finally {
      await context.close();
    }
  });

  test("is disabled until the page's scripts have run, so no press is lost, and then copies", async () => {
    const context = await clipboardContext();
    try {
      // The page's main script held back 2 s: the page shows, and its button cannot work yet.
      let released = false;
      await context.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        released = true;
        await route.continue();
      });
      const page = await context.newPage();
      // Not until DOMContentLoaded: that waits for the page's deferred scripts.
      await page.goto(shared.site.url('/docs/reference'), {waitUntil: 'commit'});
      await copyButton(page).waitFor();
      assert.equal(released, false, 'the main script came before the check');
      assert.equal(await copyButton(page).isDisabled(), true, 'Copy page can be pressed before it can copy');
      // As a reader presses it: Playwright's click waits until the button is enabled.
      await copyButton(page).click();
      await page.getByRole('status').filter({hasText: 'Copied as Markdown'}).waitFor();
      assert.ok(
        (await clipboard(page)) === markdownOf('/docs/reference'),
        'the clipboard does not hold /docs/reference.md',
      );
    } finally {
      await context.close();
    }
  });

  test("on a page reached by a link within the site, it copies that page's Markdown; with the network gone it says it could not, and links the Markdown", async () => {
    const context = await clipboardContext();
    try {
      const page = await context.newPage();
      await loadPage(page, shared.site.url('/docs/getting-started'));
      const sidebar = page.locator('.theme-doc-sidebar-menu');
      await sidebar.getByRole('link', {name: 'Reference', exact: true}).click();
      await page.getByRole('heading', {level: 1, name: 'Reference'}).waitFor();
      // Leaving a page whose playgrounds loaded is a document load: its button works once it has hydrated.
      await hydrated(page);
      const copied = page.getByRole('status').filter({hasText: 'Copied as Markdown'});
      await copied.waitFor({state: 'detached'});
      await copyButton(page).click();
      await copied.waitFor();
      assert.ok(
        (await clipboard(page)) === markdownOf('/docs/reference'),
        'the clipboard does not hold /docs/reference.md',
      );
      await sidebar.getByRole('link', {name: 'Path rules', exact: true}).click();
      await page.getByRole('heading', {level: 1, name: 'Path rules'}).waitFor();
      await context.setOffline(true);
      await copyButton(page).click();
      const status = page.getByRole('status').filter({hasText: 'Could not copy'});
      await status.waitFor();
      assert.equal(
        await status.getByRole('link', {name: 'open the Markdown'}).getAttribute('href'),
        '/docs/path-rules.md',
      );
    } finally {
      await context.close();
    }
  });

  test('with JavaScript off, no button that cannot copy, but a link to the Markdown in its place', async () => {
    const {context} = await isolatedContext(shared.browser, {javaScriptEnabled: false});
    try {
      const page = await context.newPage();
      await page.goto(shared.site.url('/docs/getting-started'));
      assert.equal(await copyButton(page).isVisible(), false, 'a Copy page button that cannot copy');
      assert.equal(
        await page.getByRole('link', {name: 'Page as Markdown'}).getAttribute('href'),
        '/docs/getting-started.md',
      );
    } finally {
      await context.close();
    }
  });

  test('axe finds nothing, of any impact, on a page with the button and its confirmation, in light or dark mode', async () => {
    const context = await clipboardContext();
    try {
      // The confirmation stays while axe judges it: on a busy machine one run of axe outlasts its few seconds.
      await context.addInitScript((shownMs) => {
        const setTimeoutAsBuilt = window.setTimeout;
        window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
          setTimeoutAsBuilt(handler, timeout === shownMs ? 600_000 : timeout, ...rest)) as typeof window.setTimeout;
      }, copiedShownMs);
      const page = await context.newPage();
      await loadPage(page, shared.site.url('/docs/reference'));
      const copied = page.getByRole('status').filter({hasText: 'Copied as Markdown'});
      await copyButton(page).click();
      await copied.waitFor();
      assert.deepEqual(await axeInLightAndDark(page), {light: [], dark: []});
      assert.ok(await copied.isVisible(), 'the confirmation was gone before axe had judged it');
    } finally {
      await context.close();
    }
  });
});
