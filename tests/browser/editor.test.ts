import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import type {Locator, Page} from 'playwright-core';
import {readExample} from '../../playground/node/examples';
import {axeInLightAndDark} from './axe';
import {buildDir, isolatedContext, repoRoot, useSiteAndBrowser, watchPage} from './harness';
import {
  goToPlayground,
  hasFocus,
  openForEachTest,
  playground,
  replaceCode,
  runAgain,
  shownCode,
  shownRows,
  waitForRun,
} from './playgroundDriver';

const program = 'getting-started/examples/todo-program';
const component = 'getting-started/examples/todo-list';

/**
 * The editor of a playground, once Monaco has replaced the highlighted code:
 * the playground's code area is scrolled into view, which asks for Monaco.
 */
async function editorOf(shellOrLive: Locator): Promise<Locator> {
  const pg = await goToPlayground(shellOrLive);
  const codeArea = pg.getByRole('tabpanel').and(pg.locator('[data-editor]'));
  await codeArea.waitFor({timeout: 30_000});
  await codeArea.scrollIntoViewIfNeeded();
  const editor = pg.getByRole('tabpanel').and(pg.locator('[data-editor="ready"]'));
  await editor.waitFor({timeout: 30_000});
  return editor;
}

/** The highlighted code in view, each line as its rows (more than one where it wraps), without their indentation. */
function highlightedRows(pg: Locator): Promise<string[][]> {
  return pg.locator('[role="tabpanel"]:not([hidden]) pre code').evaluate((code) => {
    const lines: string[][] = [];
    for (const line of Array.from(code.children)) {
      const rows: string[] = [];
      const walker = document.createTreeWalker(line.lastElementChild!, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      let row = '';
      let top: number | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let at = 0; at < node.textContent!.length; at++) {
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          const rect = range.getClientRects()[0];
          if (rect && top !== null && rect.top > top + 1) {
            rows.push(row.trimStart());
            row = '';
          }
          if (rect) top = rect.top;
          row += node.textContent![at];
        }
      }
      rows.push(row.trimStart());
      lines.push(rows);
    }
    return lines;
  });
}

/** A main.ts with one type error: `idd` is no param of `TodoResource.get`. */
const wrongParams = `import {TodoResource} from './resources';\n\nexport const url = TodoResource.get.url({ idd: 1 });\n`;

/** The TypeScript worker's, among the page's workers. */
function typeScriptWorkers(page: Page) {
  return page.workers().filter((worker) => /\/TypeScript\.[0-9a-f]+\.js$/.test(worker.url()));
}

/**
 * What TypeScript says about the playground, once it has said it. The reader
 * points at the code first: an example's own code is checked from then on.
 */
async function typeCheckStatus(pg: Locator): Promise<string> {
  await (await editorOf(pg)).hover();
  const status = pg.getByText(/^(No type errors|\d+ type errors?)$/);
  await status.waitFor({timeout: 30_000});
  return status.innerText();
}

/** Points at the first place in the editor's text that reads `text`, and returns what the hover there says. */
async function hoverText(page: Page, editor: Locator, text: string): Promise<string> {
  const point = await editor.locator('.view-lines').evaluate((lines, wanted) => {
    const walker = document.createTreeWalker(lines, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node.textContent ?? '').replace(/\u00a0/g, ' ').indexOf(wanted);
      if (at === -1) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const box = range.getBoundingClientRect();
      return {x: box.left + box.width / 2, y: box.top + box.height / 2};
    }
    return null;
  }, text);
  assert.ok(point, `the editor shows ${text}`);
  await page.mouse.move(point.x, point.y);
  const hover = page.locator('.monaco-hover:visible').first();
  await hover.waitFor({timeout: 10_000});
  return hover.innerText();
}

async function savedEditKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('playground-edits:')));
}

describe('the editor on /docs/getting-started', () => {
  const current = openForEachTest('/docs/getting-started', {prefetch: false});

  test('hovering the result of getList shows its type, Todo[]', async () => {
    const pg = playground(current.page, program);
    const editor = await editorOf(pg);
    assert.equal(await typeCheckStatus(pg), 'No type errors');
    assert.match(await hoverText(current.page, editor, 'todos'), /const todos: Todo\[\]/);
    assert.deepEqual(
      current.problems.offHostRequests,
      [],
      'Monaco, its workers and the type libraries come from the site',
    );
    assert.deepEqual(current.problems.consoleErrors, []);
    assert.deepEqual(current.problems.pageErrors, []);
  });

  test("the packages' declaration files are the TypeScript worker's: no script the page itself runs holds them", async () => {
    // A sentence of @data-client/rest's createResource.d.ts, which the type libraries carry verbatim.
    const marker = 'Creates collection of Endpoints for common operations on a given data/schema.';
    const assets = path.join(buildDir, 'assets/js');
    assert.ok(
      readdirSync(assets).some((file) => readFileSync(path.join(assets, file), 'utf8').includes(marker)),
      'the marker is in no built script: the type libraries no longer hold it',
    );
    const pg = playground(current.page, program);
    await editorOf(pg);
    // The program imports @data-client/rest: without its declarations it would not type-check.
    assert.equal(await typeCheckStatus(pg), 'No type errors');
    const holders = await current.page.evaluate(async (wanted) => {
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name);
      const bodies = await Promise.all(scripts.map(async (url) => ({url, body: await (await fetch(url)).text()})));
      return bodies.filter(({body}) => body.includes(wanted)).map(({url}) => new URL(url).pathname);
    }, marker);
    assert.deepEqual(holders, [], 'the page loaded the type libraries into its own realm');
  });

  test('typing TodoResource. offers its members', async () => {
    const pg = playground(current.page, program);
    const editor = await editorOf(pg);
    await editor.locator('.view-lines').click();
    await current.page.keyboard.press('ControlOrMeta+End');
    await current.page.keyboard.press('Enter');
    await current.page.keyboard.type('TodoResource.');
    const suggestions = current.page.locator('.suggest-widget .monaco-list-row');
    // On a busy machine the TypeScript worker may still be starting when the
    // dot is typed; a reader would then ask again with Ctrl+Space.
    if (
      !(await suggestions
        .first()
        .waitFor({timeout: 15_000})
        .then(
          () => true,
          () => false,
        ))
    ) {
      await current.page.keyboard.press('Control+Space');
      await suggestions.first().waitFor({timeout: 30_000});
    }
    const labels = (await suggestions.allInnerTexts()).map((row) => row.split('\n')[0]!.trim());
    for (const member of ['get', 'getList', 'create', 'update', 'partialUpdate', 'delete']) {
      assert.ok(labels.includes(member), `${member} is offered among ${labels.join(', ')}`);
    }
  });

  test('typing fast while the page is slow loses no key', async () => {
    const pg = playground(current.page, program);
    const editor = await editorOf(pg);
    await editor.locator('.view-lines').click();
    await current.page.keyboard.press('ControlOrMeta+End');
    await current.page.keyboard.press('Enter');
    const cdp = await current.page.context().newCDPSession(current.page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 20});
    try {
      await current.page.keyboard.type('const typedFastOnASlowMachine = 12345;');
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
    }
    await pg.locator('.view-line', {hasText: '12345;'}).waitFor();
    assert.match(await shownCode(pg), /\nconst typedFastOnASlowMachine = 12345;$/);
  });

  test("importing db.json type-checks with the data's own types", async () => {
    const pg = playground(current.page, program);
    const status = (text: string) => pg.getByText(text, {exact: true}).waitFor({timeout: 30_000});
    await replaceCode(pg, 'main.ts', `export const first: number = 'not a number';\n`);
    await status('1 type error');
    await replaceCode(
      pg,
      'main.ts',
      `import db from './db.json';\n\nexport const first: string = db.todos[0].title;\n`,
    );
    await status('No type errors');
    await replaceCode(
      pg,
      'main.ts',
      `import db from './db.json';\n\nexport const first: number = db.todos[0].title;\n`,
    );
    await status('1 type error');
  });

  test('uuid and @data-client/hooks import with their own types: no "Cannot find module", and a misuse is caught', async () => {
    const pg = playground(current.page, program);
    const status = (text: string) => pg.getByText(text, {exact: true}).waitFor({timeout: 30_000});
    const code = (id: string) => `import {v4 as uuid} from 'uuid';
import {useDebounce, useLoading} from '@data-client/hooks';

export const id: string = uuid();
export const hooks = [useDebounce, useLoading];
export const wrong: number = ${id};
`;
    await replaceCode(pg, 'main.ts', code(`uuid()`));
    // One error, and it is the misuse (a string where a number goes), not a missing module.
    await status('1 type error');
    const editor = await editorOf(pg);
    await editor.locator('.squiggly-error').first().waitFor();
    assert.match(await hoverText(current.page, editor, 'wrong'), /Type 'string' is not assignable to type 'number'/);
    await replaceCode(pg, 'main.ts', code(`hooks.length`));
    await status('No type errors');
  });

  test("a wrong params object is squiggled with TypeScript's own message, and counted in the toolbar", async () => {
    const pg = playground(current.page, program);
    await replaceCode(pg, 'main.ts', wrongParams);
    assert.equal(await typeCheckStatus(pg), '1 type error');
    assert.equal(await pg.getByRole('tab', {name: 'main.ts, 1 type error'}).count(), 1, 'the tab says which file');
    const editor = await editorOf(pg);
    await editor.locator('.squiggly-error').first().waitFor();
    const hover = await hoverText(current.page, editor, 'idd');
    assert.match(hover, /Object literal may only specify known properties, and 'idd' does not exist in type/);

    await pg.getByRole('button', {name: '1 type error'}).click();
    await current.page
      .locator('.monaco-hover:visible', {hasText: "'idd' does not exist"})
      .first()
      .waitFor({timeout: 10_000});
  });

  test("an example's own code starts no TypeScript worker until the reader points at it; then its types are checked", async () => {
    const pg = playground(current.page, program);
    const editor = await editorOf(pg);
    await editorOf(playground(current.page, component));
    // Long enough for an editor's first asks of the language service (quick fixes, inlay hints) to have gone out.
    await current.page.waitForTimeout(2_000);
    assert.deepEqual(typeScriptWorkers(current.page), [], 'a TypeScript worker before the reader did anything');
    assert.equal(await pg.getByText(/type errors?$|^Checking types/).count(), 0, 'a type-check status');

    await editor.hover();
    await pg.getByText('No type errors').waitFor({timeout: 30_000});
    assert.equal(typeScriptWorkers(current.page).length, 1);

    // Where there is an error, TypeScript's quick fixes are offered.
    await replaceCode(
      pg,
      'main.ts',
      `import {TodoResource} from './resources';\nexport const get = TodoResoruce.get;\n`,
    );
    await editor.locator('.squiggly-error').first().waitFor({timeout: 30_000});
    assert.match(await hoverText(current.page, editor, 'TodoResoruce'), /Did you mean 'TodoResource'\?/);
    await current.page.locator('.monaco-hover:visible', {hasText: 'Quick Fix...'}).first().waitFor({timeout: 10_000});
  });

  test('saved edits are type-checked as the page loads, before the reader points at them', async () => {
    const pg = playground(current.page, program);
    await replaceCode(pg, 'main.ts', wrongParams);
    await pg.getByText('1 type error').waitFor({timeout: 30_000});
    await current.page.mouse.move(0, 0);
    await current.page.reload();
    const reloaded = playground(current.page, program);
    await reloaded.getByText('1 type error').waitFor({timeout: 30_000});
    assert.equal(await reloaded.getByRole('tab', {name: 'main.ts, 1 type error'}).count(), 1);
  });

  test('an edit in resources.ts is checked in main.ts too', async () => {
    const pg = playground(current.page, program);
    await editorOf(pg);
    assert.equal(await typeCheckStatus(pg), 'No type errors');
    await replaceCode(pg, 'resources.ts', `export const TodoResource = {};\n`);
    await pg.getByText(/^\d+ type errors?$/).waitFor({timeout: 30_000});
    assert.match(await pg.getByRole('tab', {name: /^main\.ts, \d+ type errors?$/}).innerText(), /main\.ts/);
  });

  test('a runtime error is marked at its line in the editor', async () => {
    const pg = playground(current.page, program);
    await replaceCode(pg, 'main.ts', `const a = 1;\n\nthrow new Error('broke on purpose ' + a);\n`);
    await runAgain(pg);
    await pg.getByRole('alert').filter({hasText: 'main.ts:3'}).waitFor();
    const editor = await editorOf(pg);
    assert.match(await hoverText(current.page, editor, 'throw'), /Error: broke on purpose 1/);
  });

  test('Ctrl+Enter runs; with "Run as I type" on, a pause in typing runs too, and the choice is kept', async () => {
    const pg = playground(current.page, program);
    const runAsYouType = pg.getByLabel('Run as I type');
    await runAsYouType.uncheck();
    await replaceCode(pg, 'main.ts', `console.log('run by the keyboard');\n`);
    await current.page.keyboard.press('ControlOrMeta+Enter');
    await pg.getByRole('region', {name: 'Console'}).getByText('run by the keyboard').waitFor();

    await runAsYouType.check();
    await replaceCode(pg, 'main.ts', `console.log('run after a pause');\n`);
    await pg.getByRole('region', {name: 'Console'}).getByText('run after a pause').waitFor();

    await runAsYouType.uncheck();
    await current.page.reload();
    assert.equal(await playground(current.page, program).getByLabel('Run as I type').isChecked(), false);
  });

  test('edits survive a reload; Reset brings the original back, and Undo reset the edits', async () => {
    const pg = playground(current.page, program);
    await replaceCode(pg, 'main.ts', `// my own version\nconsole.log('mine');\n`);
    await pg.getByText('Edited', {exact: true}).waitFor();

    await current.page.reload();
    const reloaded = playground(current.page, program);
    await editorOf(reloaded);
    assert.match(await shownCode(reloaded), /my own version/);
    await reloaded.getByText('Edited', {exact: true}).waitFor();

    await reloaded.getByRole('button', {name: 'Reset'}).click();
    await reloaded.getByText('Back to the original code.').waitFor();
    assert.match(await shownCode(reloaded), /export default async function main/);
    assert.equal(await reloaded.getByText('Edited', {exact: true}).count(), 0);

    await reloaded.getByRole('button', {name: 'Undo reset'}).click();
    await reloaded.getByText('Edited', {exact: true}).waitFor();
    assert.match(await shownCode(reloaded), /my own version/);
  });

  test('Reset brings back every file, not only the one in view', async () => {
    const pg = playground(current.page, program);
    const original = readExample(path.join(repoRoot, 'docs', program));
    await replaceCode(pg, 'resources.ts', `// resources, edited\n`);
    await replaceCode(pg, 'main.ts', `// main, edited\n`);
    await pg.getByText('Edited', {exact: true}).waitFor();
    await pg.getByRole('button', {name: 'Reset'}).click();
    await pg.getByText('Back to the original code.').waitFor();
    assert.equal(await pg.getByText('Edited', {exact: true}).count(), 0);
    // The editor shows the rows in view; each must be where its file's original text begins.
    const squeezed = (text: string) => text.replace(/\s+/g, '');
    for (const file of Object.keys(original)) {
      await pg.getByRole('tab', {name: file}).click();
      const shown = squeezed(await shownCode(pg));
      assert.ok(
        shown.length > 20 && squeezed(original[file]!).startsWith(shown),
        `${file} after Reset shows:\n${await shownCode(pg)}`,
      );
    }
  });

  test('edits of an older version of the example are offered, not loaded; broken saved data is ignored', async () => {
    const pg = playground(current.page, program);
    await replaceCode(pg, 'main.ts', `// written for the old example\n`);
    await pg.getByText('Edited', {exact: true}).waitFor();
    const [key] = await savedEditKeys(current.page);
    assert.ok(key, 'the edits are saved');
    // As if the example had changed since: the edits are filed under another hash.
    await current.page.evaluate((saved) => {
      localStorage.setItem(saved.replace(/:[^:]+$/, ':an-older-hash'), localStorage.getItem(saved)!);
      localStorage.removeItem(saved);
    }, key);

    await current.page.reload();
    const reloaded = playground(current.page, program);
    await editorOf(reloaded);
    assert.doesNotMatch(await shownCode(reloaded), /written for the old example/);
    await reloaded.getByText(/You edited an earlier version of this example/).waitFor();
    await reloaded.getByRole('button', {name: 'Restore my edits'}).click();
    await reloaded.getByText('Edited', {exact: true}).waitFor();
    assert.match(await shownCode(reloaded), /written for the old example/);

    const [restored] = await savedEditKeys(current.page);
    await current.page.evaluate((saved) => localStorage.setItem(saved, '{"files": not json'), restored!);
    await current.page.reload();
    const afterCorruption = playground(current.page, program);
    await waitForRun(afterCorruption);
    await editorOf(afterCorruption);
    assert.match(await shownCode(afterCorruption), /export default async function main/);
    assert.deepEqual(current.problems.consoleErrors, []);
    assert.deepEqual(current.problems.pageErrors, []);
  });

  test("the dark mode switch turns Monaco's theme dark", async () => {
    const pg = playground(current.page, program);
    const editor = await editorOf(pg);
    const monacoRoot = editor.locator('.monaco-editor');
    const background = () =>
      monacoRoot.locator('.monaco-editor-background').evaluate((el) => getComputedStyle(el).backgroundColor);
    assert.doesNotMatch((await monacoRoot.getAttribute('class')) ?? '', /vs-dark/);
    const light = await background();
    // The switch goes round system, light and dark.
    const toggle = current.page.getByRole('button', {name: /dark and light mode/});
    for (
      let clicks = 0;
      clicks < 3 && (await current.page.locator('html[data-theme="dark"]').count()) === 0;
      clicks++
    ) {
      await toggle.click();
    }
    await current.page.locator('html[data-theme="dark"]').waitFor({state: 'attached'});
    await editor.locator('.monaco-editor.vs-dark').waitFor();
    assert.notEqual(await background(), light);
  });

  test('JSX is coloured as JSX: tags and attributes apart, the text between tags as text (no keyword, no string)', async () => {
    const pg = playground(current.page, component);
    await replaceCode(
      pg,
      'App.tsx',
      `export default function App() {\n  const label = 'x';\n  return (\n    <p className="note">\n      Tasks for today, don't wait\n    </p>\n  );\n}\n`,
    );
    const editor = await editorOf(pg);
    /** The tokens Monaco drew on the line holding `text`: each one's text and colour. */
    const tokensOf = (text: string) =>
      editor
        .locator('.view-line', {hasText: text})
        .locator('span > span')
        .evaluateAll((spans) =>
          spans
            .map((span) => ({
              text: span.textContent!.replace(/\u00a0/g, ' ').trim(),
              color: getComputedStyle(span).color,
            }))
            .filter((token) => token.text),
        );
    const textLine = await tokensOf('Tasks for today');
    assert.deepEqual(
      textLine.map((token) => token.text),
      ["Tasks for today, don't wait"],
      'the text is one token: "for" is no keyword, the apostrophe opens no string',
    );
    const tagLine = await tokensOf('className');
    const colour = (text: string) => tagLine.find((token) => token.text === text)?.color;
    // Monaco draws neighbours of one colour as one span: the name and the `=` after it.
    const identifier = (await tokensOf('const label')).find((token) => token.text.startsWith('label'))?.color;
    assert.ok(colour('p') && colour('className') && identifier, `tokens: ${JSON.stringify(tagLine)}`);
    assert.notEqual(colour('p'), identifier, 'the tag is coloured as a tag');
    assert.notEqual(colour('className'), identifier, 'the attribute is coloured as an attribute');
    assert.notEqual(colour('p'), colour('className'));
  });

  test('the hint tells how to leave the editor before focus enters it, and Esc then Tab does', async () => {
    const pg = playground(current.page, program);
    const hint = pg.getByText(
      /Enter edits the code, Esc leaves it\. In it, Tab indents \(Ctrl\+M: Tab moves focus\)\./,
    );
    await hint.waitFor();
    assert.equal(await pg.getByRole('tabpanel').getAttribute('aria-describedby'), await hint.getAttribute('id'));
    const editor = await editorOf(pg);
    await editor.locator('.view-lines').click();
    await current.page.keyboard.press('Escape');
    await current.page.keyboard.press('Tab');
    assert.ok(await hasFocus(pg.getByLabel('Run as I type')), 'focus moved on to the next control');
    assert.equal(await pg.getByText('Edited', {exact: true}).count(), 0, 'no indent typed');
  });

  test('Tab can leave the editor: Ctrl+M, as the hint says', async () => {
    const pg = playground(current.page, program);
    const editor = await editorOf(pg);
    await editor.locator('.view-lines').click();
    await pg.getByText(/Tab indents \(Ctrl\+M: Tab moves focus\)/).waitFor();
    await current.page.keyboard.press('Control+M');
    await pg.getByText(/Tab moves focus \(Ctrl\+M: Tab indents\)/).waitFor();
    await current.page.keyboard.press('Tab');
    assert.equal(await current.page.evaluate(() => document.activeElement?.closest('.monaco-editor') ?? null), null);
  });

  test('axe finds nothing, of any impact, with both editors loaded, in light and dark mode', async () => {
    await editorOf(playground(current.page, program));
    await editorOf(playground(current.page, component));
    assert.deepEqual(await axeInLightAndDark(current.page), {light: [], dark: []});
  });
});

describe('pages without a playground, and phones', () => {
  const shared = useSiteAndBrowser({prefetch: false});

  test('/docs/reference loads no Monaco and no TypeScript', async () => {
    const {context} = await isolatedContext(shared.browser);
    const page = await context.newPage();
    const scripts: Promise<string>[] = [];
    context.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response.text());
    });
    await page.goto(shared.site.url('/docs/reference'));
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.getByRole('heading', {level: 1}).waitFor();
    const bodies = await Promise.all(scripts);
    assert.ok(bodies.length > 0);
    assert.equal(bodies.filter((body) => body.includes('MonacoEnvironment')).length, 0, 'no Monaco');
    assert.equal(bodies.filter((body) => body.includes('Cannot_find_name_0_2304')).length, 0, 'no TypeScript');
    assert.equal(page.workers().length, 0, 'no editor workers');
    await context.close();
  });

  test("a playground whose editor loads after another's sees its own db.json: mocks.ts's import of it type-checks", async () => {
    const {context} = await isolatedContext(shared.browser);
    try {
      const page = await context.newPage();
      await page.goto(shared.site.url('/docs/entities'));
      // The editors load one after another as their playgrounds come into view; these two import db.json in mocks.ts.
      for (const example of [
        'examples/entities-todo',
        'examples/entities-summary-and-article',
        'examples/entities-without-validate',
      ]) {
        const pg = playground(page, example);
        await editorOf(pg);
        const status = await typeCheckStatus(pg);
        // What the errors are, read only when there are some: the button is not there otherwise.
        const errors =
          status === 'No type errors'
            ? ''
            : await pg.getByRole('button', {name: /type error/}).getAttribute('title', {timeout: 5_000});
        assert.equal(status, 'No type errors', `${example}: ${errors}`);
      }
    } finally {
      await context.close();
    }
  });

  test('at 390 px the playground fits the screen, its code wraps, and Run runs', async () => {
    const {context} = await isolatedContext(shared.browser, {viewport: {width: 390, height: 844}});
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(shared.site.url('/docs/getting-started'));
    const pg = playground(page, program);
    await editorOf(pg);
    await waitForRun(pg);
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'no sideways scrolling',
    );
    const log = await pg.getByRole('table', {name: 'Request log'}).boundingBox();
    const store = await pg.getByRole('region', {name: 'Store'}).boundingBox();
    assert.ok(log && store && store.y >= log.y + log.height, 'the store panel sits under the request log');
    await runAgain(pg);
    assert.deepEqual(problems.offHostRequests, []);
    assert.deepEqual(problems.pageErrors, []);
    await context.close();
  });

  test('at 390 px the code wraps at the same places before and after the editor arrives, and never inside a name', async () => {
    const phone = {width: 390, height: 844};
    // The highlighted code as the server sent it: with no script, the editor never comes.
    const {context: still} = await isolatedContext(shared.browser, {viewport: phone, javaScriptEnabled: false});
    const highlighted = await still.newPage();
    await highlighted.goto(shared.site.url('/docs/getting-started'));
    const {context} = await isolatedContext(shared.browser, {viewport: phone});
    const page = await context.newPage();
    await page.goto(shared.site.url('/docs/getting-started'));
    for (const example of [program, component]) {
      const lines = await highlightedRows(playground(highlighted, example));
      const pg = playground(page, example);
      await editorOf(pg);
      const shown = (await shownRows(pg)).map((row) => row.trim());
      assert.deepEqual(
        shown,
        lines.flat().map((row) => row.trim()),
        example,
      );
      const cut = lines.flatMap((rows) =>
        rows
          .slice(1)
          .flatMap((row, index) => (/\w$/.test(rows[index]!) && /^\w/.test(row) ? [`${rows[index]}|${row}`] : [])),
      );
      assert.deepEqual(cut, [], `${example}: names cut where a line wraps`);
    }
    await still.close();
    await context.close();
  });

  test('at 390 px a type error moves none of the controls under the code', async () => {
    const {context} = await isolatedContext(shared.browser, {viewport: {width: 390, height: 844}});
    const page = await context.newPage();
    await page.goto(shared.site.url('/docs/getting-started'));
    const pg = playground(page, program);
    await editorOf(pg);
    assert.equal(await typeCheckStatus(pg), 'No type errors');
    /** Where each control sits under the code (the page may scroll, and an edit adds Reset above the code). */
    const places = async () => {
      const code = (await pg.getByRole('tabpanel').boundingBox())!;
      const controls = [pg.getByLabel('Run as I type'), pg.getByRole('link', {name: 'Open in playground'})];
      return Promise.all(
        controls.map(async (control) => {
          const box = (await control.boundingBox())!;
          return {x: box.x - code.x, y: box.y - (code.y + code.height)};
        }),
      );
    };
    const before = await places();
    // The same lines, one name misspelt: the code keeps its height.
    const main = readExample(path.join(repoRoot, 'docs', program))['main.ts']!;
    await replaceCode(pg, 'main.ts', main.replace('todos.length', 'todos.lenght'));
    await pg.getByText('1 type error', {exact: true}).waitFor({timeout: 30_000});
    assert.deepEqual(await places(), before);
    await context.close();
  });
});
