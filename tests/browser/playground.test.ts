import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, test} from 'node:test';
import {readExample} from '../../playground/node/examples';
import {repoRoot} from './harness';
import {
  clickInFrame,
  hasFocus,
  openForEachTest,
  playground,
  preview,
  replaceCode,
  requestLog,
  runAgain,
  shownCode,
  storeState,
  tickInPreview,
  waitForRequests,
  waitForRun,
} from './playgroundDriver';

const current = openForEachTest('/docs/getting-started', {prefetch: false});

/**
 * In a request log's rows, each piece of text that should stay whole but was
 * laid out across lines: a part of a URL between the places it may wrap (after
 * `/`, `?`, `&`: the log marks them with <wbr>), and a status or time cell.
 * Written as one function with no named inner functions (tsx would add a
 * helper the page does not have).
 */
function brokenWords(table: Element): string[] {
  const broken: string[] = [];
  for (const row of Array.from(table.querySelectorAll('tbody > tr:has(button[aria-expanded])'))) {
    const cells = Array.from(row.children);
    const pieces: Node[] = [];
    for (const node of Array.from(cells[1]?.childNodes ?? [])) if (node.nodeType === Node.TEXT_NODE) pieces.push(node);
    pieces.push(...cells.slice(2));
    for (const piece of pieces) {
      const range = document.createRange();
      range.selectNodeContents(piece);
      const lines = new Set(
        Array.from(range.getClientRects())
          .filter((rect) => rect.width > 0)
          .map((rect) => Math.round(rect.top)),
      );
      if (lines.size > 1) broken.push((piece.textContent ?? '').trim());
    }
  }
  return broken;
}

/**
 * What in the page's playgrounds is smaller than WCAG asks: text under 13 px, and a control under
 * 24 px either way (2.5.8); a checkbox's target is the label that holds it. Monaco's own parts
 * are left out (its text is the code's, 14 px).
 */
const undersized = `(() => {
  const found = [];
  for (const element of document.querySelectorAll('[data-example] *')) {
    if (element.closest('.monaco-editor')) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const name = (element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 40);
    const text = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim());
    const size = parseFloat(getComputedStyle(element).fontSize);
    if (text && size < 12.95) found.push(name + ': ' + size + ' px text');
    if (!element.matches('button, a[href], input, select, summary, [role=tab], [role=button]')) continue;
    const target = element.matches('input[type=checkbox]') ? element.closest('label') : element;
    const {width, height} = (target || element).getBoundingClientRect();
    if (width < 24 || height < 24) found.push(element.tagName.toLowerCase() + ' ' + name + ': ' + Math.round(width) + 'x' + Math.round(height));
  }
  return [...new Set(found)];
})()`;

const program = 'getting-started/examples/todo-program';
const component = 'getting-started/examples/todo-list';

describe('two playgrounds on one page', () => {
  test('both run on load, each logging only its own requests and storing its own entities', async () => {
    const first = playground(current.page, program);
    const second = playground(current.page, component);
    await waitForRun(first);
    await waitForRun(second);

    assert.deepEqual(await requestLog(first), [
      {method: 'GET', url: '/todos', status: '200', unhandled: false},
      {method: 'PATCH', url: '/todos/1', status: '200', unhandled: false},
    ]);
    assert.deepEqual(await requestLog(second), [{method: 'GET', url: '/todos', status: '200', unhandled: false}]);

    const firstTodos = (await storeState(first)).entities.Todo as Record<string, {completed: boolean}>;
    const secondTodos = (await storeState(second)).entities.Todo as Record<string, {completed: boolean}>;
    assert.equal(firstTodos['1']!.completed, true, 'the first playground patched its own todo');
    assert.equal(secondTodos['1']!.completed, false, 'the second playground never saw that PATCH');
    assert.deepEqual(current.problems.offHostRequests, []);
    assert.deepEqual(current.problems.pageErrors, []);
    assert.deepEqual(current.problems.consoleErrors, []);
  });

  test('a component using useSuspense renders data from the mock backend, and its writes stay in its own log', async () => {
    const first = playground(current.page, program);
    const second = playground(current.page, component);
    await waitForRun(first);
    await waitForRun(second);
    const items = preview(second).getByRole('listitem');
    // Read once shown, as a reader sees it: nothing promises that React has committed the list when the status says Ran.
    await items.nth(1).waitFor();
    assert.deepEqual(
      (await items.allInnerTexts()).map((text) => text.trim()),
      ['Read the createResource docs', 'Run an example'],
    );

    await clickInFrame(preview(second).getByRole('checkbox', {name: 'Run an example'}));
    assert.deepEqual(
      (await waitForRequests(second, 2)).map((r) => `${r.method} ${r.url} ${r.status}`),
      ['GET /todos 200', 'PATCH /todos/2 200'],
    );
    assert.equal((await requestLog(first)).length, 2, 'the other playground logged nothing new');
    const todos = (await storeState(second)).entities.Todo as Record<string, {completed: boolean}>;
    assert.equal(todos['2']!.completed, true);
  });

  test('editing code and running again updates the log and the store of that playground only', async () => {
    const first = playground(current.page, program);
    const second = playground(current.page, component);
    await waitForRun(first);
    await waitForRun(second);
    await replaceCode(
      first,
      'main.ts',
      `import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

export default async function main(controller: Controller) {
  await controller.fetch(TodoResource.get, {id: 2});
  await controller.fetch(TodoResource.create, {title: 'Written in the test'});
}`,
    );
    const status = first.locator('[data-runs]').locator('..');
    await runAgain(first);
    assert.deepEqual(
      (await requestLog(first)).map((r) => `${r.method} ${r.url} ${r.status}`),
      ['GET /todos/2 200', 'POST /todos 201'],
    );
    // A second run that shows the same log still says it ran.
    assert.match(await status.innerText(), /^Ran in \d+ ms$/);
    const runs = Number(await first.locator('[data-runs]').getAttribute('data-runs'));
    await runAgain(first);
    assert.equal(Number(await first.locator('[data-runs]').getAttribute('data-runs')), runs + 1);
    assert.match(await status.innerText(), /^Ran in \d+ ms$/);
    const todos = (await storeState(first)).entities.Todo as Record<string, {title: string}>;
    assert.deepEqual(Object.keys(todos).sort(), ['2', '3']);
    assert.equal(todos['3']!.title, 'Written in the test');
    assert.equal((await requestLog(second)).length, 1);
  });

  test('a request to another host is answered by the playground, marked unhandled, and never leaves', async () => {
    const first = playground(current.page, program);
    await waitForRun(first);
    await replaceCode(
      first,
      'main.ts',
      `const response = await fetch('https://api.example.com/nothing/here/at/all');\nconsole.log(response.status);`,
    );
    await runAgain(first);
    assert.deepEqual(await requestLog(first), [
      {method: 'GET', url: 'https://api.example.com/nothing/here/at/all', status: '404', unhandled: true},
    ]);
    await first.getByRole('region', {name: 'Console'}).getByText('404', {exact: true}).waitFor();
    assert.deepEqual(current.problems.offHostRequests, []);
  });
});

describe('bad input in a playground', () => {
  test('a syntax error says where, and the next edit recovers', async () => {
    const first = playground(current.page, program);
    await waitForRun(first);
    await replaceCode(first, 'main.ts', `console.log('one');\nconst broken = ;`);
    await runAgain(first);
    const alert = first.getByRole('alert');
    assert.match(
      await alert.innerText(),
      /^Syntax error, the code did not run in main\.ts:2:\d+, as the code reported it:\s+(?!.*main\.ts)/s,
      'the place, once',
    );
    assert.notEqual(await alert.locator('samp').innerText(), '', "the compiler's words, as the code's output");
    assert.equal(await first.locator('[data-runs]').innerText(), 'Did not run', 'the status agrees with the message');
    await replaceCode(first, 'main.ts', `console.log('fixed');`);
    await runAgain(first);
    assert.equal(await first.getByRole('alert').count(), 0);
    await first.getByRole('region', {name: 'Console'}).getByText('fixed').waitFor();
  });

  test('a runtime error names its message and line', async () => {
    const first = playground(current.page, program);
    await waitForRun(first);
    await replaceCode(first, 'main.ts', `const a = 1;\n\nthrow new Error('broke on purpose ' + a);`);
    await runAgain(first);
    const alert = first.getByRole('alert');
    assert.match(await alert.innerText(), /^Runtime error in main\.ts:3:7, as the code reported it:/);
    assert.equal(await alert.locator('samp').innerText(), 'Error: broke on purpose 1');
  });

  test('an endless loop is stopped with a message, the page stays usable, and the next run works', async () => {
    const first = playground(current.page, program);
    const second = playground(current.page, component);
    await waitForRun(first);
    await waitForRun(second);
    await replaceCode(first, 'main.ts', `while (true) {}`);
    await first.getByRole('button', {name: 'Run', exact: true}).click();
    await first.getByRole('alert').getByText('The run was stopped').waitFor({timeout: 10_000});
    // Said once, at the loop's body in the reader's line (the guard's own column is in code the reader never wrote).
    assert.match(
      await first.getByRole('alert').innerText(),
      /^The run was stopped in main\.ts:1:15: The code never let the page respond for 1 s: a loop or recursion that does not end\?$/,
    );

    const log = await tickInPreview(second, 'Read the createResource docs');
    assert.equal(log[1]!.url, '/todos/1');

    await replaceCode(first, 'main.ts', `console.log('after the loop');`);
    await runAgain(first);
    await first.getByRole('region', {name: 'Console'}).getByText('after the loop').waitFor();
    assert.deepEqual(current.problems.pageErrors, []);
  });
});

describe('taking a run home', () => {
  const program3 = `import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

export default async function main(controller: Controller) {
  await fetch('http://test.com/x');
  await fetch('https://test.com/x');
  await fetch('/x?q=a%20b', {method: 'POST', headers: {'content-type': 'application/json', 'x-note': "it's"}, body: JSON.stringify({a: "it's"})});
  await controller.fetch(TodoResource.get, {id: 1});
  return {at: new Date(Date.UTC(2026, 0, 2)), missing: undefined, label: 'undefined'};
}
`;

  async function ranWithThreeHosts() {
    const first = playground(current.page, program);
    await waitForRun(first);
    await replaceCode(first, 'main.ts', program3);
    await runAgain(first);
    return first;
  }

  test('the URL column shows another host whole and the page origin as a path; the open row shows the whole URL', async () => {
    const first = await ranWithThreeHosts();
    const origin = new URL(current.page.url()).origin;
    assert.deepEqual(
      (await requestLog(first)).map((r) => `${r.method} ${r.url}`),
      ['GET http://test.com/x', 'GET https://test.com/x', 'POST /x?q=a%20b', 'GET /todos/1'],
    );
    const log = first.getByRole('table', {name: 'Request log'});
    await log.getByRole('button', {name: 'POST'}).click();
    const details = await log
      .locator('tr', {has: current.page.getByRole('button', {name: 'Copy POST /x?q=a%20b as cURL'})})
      .innerText();
    assert.match(details, new RegExp(`^${origin}/x\\?q=a%20b answered by`, 'm'));
    assert.match(
      details,
      /^Store actions: none \(the store did not take part in this request\)$/m,
      'a plain fetch() caused no store action',
    );
    await log.getByRole('button', {name: 'GET', exact: true}).last().click();
    assert.match(
      await log.locator('tr', {has: current.page.getByRole('button', {name: 'Copy GET /todos/1 as cURL'})}).innerText(),
      /^Store actions: 1 rdc\/fetch 2 rdc\/set$/m,
    );
  });

  test('Copy as cURL and Copy as fetch put the request as sent on the clipboard and say so; a refused clipboard shows the text selected', async () => {
    const first = await ranWithThreeHosts();
    const origin = new URL(current.page.url()).origin;
    await current.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {origin});
    const log = first.getByRole('table', {name: 'Request log'});
    await log.getByRole('button', {name: 'POST'}).click();

    await first.getByRole('button', {name: 'Copy POST /x?q=a%20b as cURL'}).click();
    await first.getByRole('status').getByText('Copied POST /x?q=a%20b as cURL.').waitFor();
    const curl = await current.page.evaluate(() => navigator.clipboard.readText());
    assert.match(curl, new RegExp(`^curl -X 'POST' '${origin}/x\\?q=a%20b'`));
    assert.ok(curl.includes(`-H 'x-note: it'\\''s'`), curl);
    assert.ok(curl.endsWith(`--data-raw '{"a":"it'\\''s"}'`), curl);

    await current.page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
    });
    await first.getByRole('button', {name: 'Copy POST /x?q=a%20b as fetch'}).focus();
    await current.page.keyboard.press('Enter');
    const fallback = first.getByRole('textbox', {name: 'POST /x?q=a%20b as fetch'});
    await fallback.waitFor();
    await first
      .getByRole('status')
      .filter({hasText: /clipboard was refused/})
      .waitFor();
    const text = await fallback.inputValue();
    assert.ok(text.startsWith(`await fetch("${origin}/x?q=a%20b", {\n  method: "POST",`), text);
    assert.ok(text.includes(`"x-note": "it's",`) && text.includes(`body: "{\\"a\\":\\"it's\\"}",`), text);
    assert.deepEqual(await fallback.evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd]), [
      0,
      text.length,
    ]);
  });

  test('Export HAR is drawn whole, with room for its focus ring: nothing of it is cut off by the request log around it', async () => {
    const first = playground(current.page, program);
    await waitForRun(first);
    const button = first.getByRole('button', {name: /^Export HAR/});
    for (const width of [1280, 390]) {
      await current.page.setViewportSize({width, height: 900});
      const clipped = await button.evaluate((element) => {
        const box = element.getBoundingClientRect();
        // Each ancestor that clips what overflows it (the table's sideways-scrolling wrapper).
        const cuts: string[] = [];
        for (let node = element.parentElement; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const area = node.getBoundingClientRect();
          // Room for a focus ring, too: 2 px all round.
          if (
            box.top - 2 < area.top ||
            box.bottom + 2 > area.bottom ||
            box.left - 2 < area.left ||
            box.right + 2 > area.right
          ) {
            cuts.push(
              `${node.tagName.toLowerCase()}.${node.className}: button ${Math.round(box.top)}–${Math.round(box.bottom)} px, box ${Math.round(area.top)}–${Math.round(area.bottom)} px`,
            );
          }
        }
        return cuts;
      });
      assert.deepEqual(clipped, [], `at ${width} px`);
    }
  });

  test('the request log breaks a URL only after a / ? or &, and a status or time never, at 1280 and 390 px', async () => {
    const first = playground(current.page, program);
    await waitForRun(first);
    await replaceCode(
      first,
      'main.ts',
      `import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

export default async function main(controller: Controller) {
  await controller.fetch(TodoResource.getList, {completed: false, userId: 1, title: 'aratherlongsearchtermwithnobreaks'});
}`,
    );
    await runAgain(first);
    await waitForRequests(first, 1);
    for (const width of [1280, 390]) {
      await current.page.setViewportSize({width, height: 900});
      const broken = await first.getByRole('table', {name: 'Request log'}).evaluate(brokenWords);
      assert.deepEqual(broken, [], `at ${width} px, cut across lines`);
    }
  });

  test('the store shows its trees in a box of bounded height that scrolls, and a keyboard reader can reach it', async () => {
    const first = playground(current.page, program);
    await waitForRun(first);
    const trees = first.getByRole('group', {name: /^Store after step \d+$/});
    const box = await trees.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      scrolls: element.scrollHeight > element.clientHeight,
      rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
    }));
    assert.ok(box.height <= 22 * box.rem + 1, `the trees' box is ${box.height} px tall`);
    assert.ok(box.scrolls, 'this example’s store is taller than its box, so the box scrolls');
    await trees.focus();
    assert.ok(await hasFocus(trees), 'the box takes focus');
  });

  test('Export HAR downloads <example>.har holding every row with its headers and bodies', async () => {
    const first = await ranWithThreeHosts();
    const [download] = await Promise.all([
      current.page.waitForEvent('download'),
      first.getByRole('button', {name: /^Export HAR: the request log of .* \(.*\.har\)$/}).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'todo-program.har');
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const har = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    assert.equal(har.log.version, '1.2');
    const origin = new URL(current.page.url()).origin;
    assert.deepEqual(
      har.log.entries.map((e: {request: {method: string; url: string}}) => `${e.request.method} ${e.request.url}`),
      ['GET http://test.com/x', 'GET https://test.com/x', `POST ${origin}/x?q=a%20b`, `GET ${origin}/todos/1`],
    );
    const post = har.log.entries[2];
    assert.deepEqual(post.request.postData, {mimeType: 'application/json', text: '{"a":"it\'s"}'});
    assert.ok(
      post.request.headers.some((h: {name: string; value: string}) => h.name === 'x-note' && h.value === "it's"),
    );
    assert.match(har.log.entries[3].response.content.text, /"id":1/);
  });

  test('Copy puts the file shown on the clipboard and says so; Format formats its code', async () => {
    const pg = playground(current.page, program);
    await waitForRun(pg);
    const origin = new URL(current.page.url()).origin;
    await current.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {origin});
    await pg.getByRole('tab', {name: 'resources.ts'}).click();
    await pg.getByRole('button', {name: 'Copy resources.ts'}).click();
    await pg.getByRole('status').filter({hasText: 'Copied resources.ts.'}).waitFor({timeout: 5000});
    assert.equal(
      await current.page.evaluate(() => navigator.clipboard.readText()),
      readExample(path.join(repoRoot, 'docs', program))['resources.ts'],
      'the clipboard holds resources.ts as shown',
    );
    await replaceCode(pg, 'main.ts', 'const  answer={a:1,b:[1,2]};\nconsole.log(answer)\n');
    await pg.getByRole('button', {name: 'Format main.ts'}).click();
    const formatted = 'const answer = { a: 1, b: [1, 2] };\nconsole.log(answer)';
    let shown = '';
    for (const until = Date.now() + 10_000; Date.now() < until && !shown.startsWith(formatted);) {
      shown = await shownCode(pg);
      if (!shown.startsWith(formatted)) await current.page.waitForTimeout(100);
    }
    assert.equal(shown.slice(0, formatted.length), formatted, 'main.ts after Format');
  });

  test('text is 13 px or more and every control 24 px or more, on a docs page and a tutorial step', async () => {
    const {page} = current;
    const pg = playground(page, program);
    await waitForRun(pg);
    // The network settings open, and a request row, so their controls are measured too.
    await pg.getByText('Network:').click();
    await pg.getByRole('table', {name: 'Request log'}).getByRole('button', {name: 'GET', exact: true}).click();
    assert.deepEqual(await page.evaluate(undersized), [], '/docs/getting-started');
    await page.goto(current.site.url('/docs/tutorial/2-show-the-list'));
    await waitForRun(page.locator('[data-example]:not([data-shell])').first());
    assert.deepEqual(await page.evaluate(undersized), [], '/docs/tutorial/2-show-the-list');
  });

  test('Clear empties the Console and keeps focus; the next run logs into it again', async () => {
    const pg = playground(current.page, program);
    await waitForRun(pg);
    const console = pg.getByRole('region', {name: /^Console of/});
    const logged = await console.locator('li pre').allInnerTexts();
    assert.ok(logged.length > 0, 'the example logs');
    const clear = console.getByRole('button', {name: 'Clear', exact: true});
    await clear.focus();
    await current.page.keyboard.press('Enter');
    await console.getByText('Cleared: what the code logs next shows here.').waitFor({timeout: 5000});
    assert.equal(await console.locator('li').count(), 0, 'no lines after Clear');
    assert.ok(await hasFocus(clear), 'focus stays on Clear');
    await runAgain(pg);
    assert.deepEqual(await console.locator('li pre').allInnerTexts(), logged, 'the next run logs as before');
  });

  test('the Console shows what main() returned, and the store JSON writes undefined bare', async () => {
    const first = await ranWithThreeHosts();
    const returned = first.getByRole('region', {name: /^Console/}).getByRole('figure');
    assert.equal(
      await returned.innerText(),
      'main() returned:\n{\n  "at": "Date 2026-01-02T00:00:00.000Z",\n  "missing": undefined,\n  "label": "undefined"\n}',
    );
    const store = first.getByRole('region', {name: 'Store'});
    await store.getByLabel('Show as JSON').check();
    const json = await store.getByLabel('Store as JSON').innerText();
    assert.match(json, /"prevExpiresAt": undefined/);
    assert.doesNotMatch(json, /"undefined"/);
  });
});
