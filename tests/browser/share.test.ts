import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import LZString from 'lz-string';
import {isolatedContext, useSiteAndBrowser, watchPage} from './harness';
import {
  hasFocus,
  linkCodeShown,
  playground,
  replaceCode,
  requestLog,
  runAgain,
  runStartedBy,
  shownCode,
  waitForRun,
} from './playgroundDriver';

const shared = useSiteAndBrowser({prefetch: false});

async function openPage(pathname: string) {
  const {context, offHostRequests} = await isolatedContext(shared.browser);
  const page = await context.newPage();
  const problems = watchPage(page);
  await page.goto(shared.site.url(pathname));
  return {context, page, problems, offHostRequests, pg: playground(page, 'playground')};
}

describe('the full-page playground', () => {
  test('opens the starting example and runs it', async () => {
    const {context, pg, problems} = await openPage('/playground');
    await waitForRun(pg);
    assert.deepEqual(
      (await requestLog(pg)).map((r) => `${r.method} ${r.url} ${r.status}`),
      ['GET /articles?author=ana 200', 'POST /articles 201'],
    );
    assert.deepEqual(problems.pageErrors, []);
    await context.close();
  });

  test('a copied link opens in a fresh browser with the same files, waits for Run, then logs the same requests', async () => {
    const first = await openPage('/playground');
    await waitForRun(first.pg);
    const code = `import type {Controller} from '@data-client/react';
import {ArticleResource} from './resources';

export default async function main(controller: Controller) {
  await controller.fetch(ArticleResource.get, {id: 2});
  await controller.fetch(ArticleResource.partialUpdate, {id: 2}, {title: 'Shared'});
}`;
    await replaceCode(first.pg, 'main.ts', code);
    await first.pg.getByText('Network:').click();
    await runStartedBy(first.pg, () => first.pg.getByLabel('Latency of GET /articles/:id (ms)').fill('200'));
    const sentLog = await requestLog(first.pg);
    // By keyboard: the link is made, and focus stays on the button that made it.
    const copyLink = first.pg.getByRole('button', {name: 'Copy link'});
    await copyLink.focus();
    await first.page.keyboard.press('Enter');
    const link = await first.pg.getByLabel('Link copied:').inputValue();
    assert.ok(await hasFocus(copyLink), 'focus stays on Copy link');
    assert.equal(first.page.url(), link, 'the address bar holds the link too');
    await first.context.close();

    const second = await openPage(new URL(link).pathname + new URL(link).hash);
    await linkCodeShown(second.pg);
    assert.equal(await second.pg.getByText('Not run yet').count(), 1);
    assert.deepEqual(await requestLog(second.pg), [], 'nothing runs before Run');
    await second.pg.getByRole('tab', {name: 'main.ts'}).click();
    assert.equal(await shownCode(second.pg), code);
    assert.equal(await second.pg.getByLabel('Latency of GET /articles/:id (ms)').inputValue(), '200');
    await runAgain(second.pg);
    assert.deepEqual(await requestLog(second.pg), sentLog);
    assert.deepEqual(second.offHostRequests, []);
    await second.context.close();
  });

  test('a single-file #code/ link replaces main.ts of the starting example', async () => {
    const hash = `#code/${LZString.compressToEncodedURIComponent("console.log('from a code link');")}`;
    const {context, pg} = await openPage(`/playground${hash}`);
    await pg.getByRole('note').waitFor();
    await runAgain(pg);
    await pg.getByRole('region', {name: 'Console'}).getByText('from a code link').waitFor();
    assert.deepEqual(await pg.getByRole('tab').allInnerTexts(), ['main.ts', 'resources.ts', 'db.json']);
    await context.close();
  });

  const malformed: [string, string, RegExp][] = [
    ['truncated', '#v1/N4IgZg9grgdgJgUwHI', /damaged/],
    ['not lz-string', '#v1/%%%', /damaged/],
    ['invalid JSON', `#v1/${LZString.compressToEncodedURIComponent('{"files": ')}`, /not valid JSON/],
    ['of an unknown version', `#v7/${LZString.compressToEncodedURIComponent('{}')}`, /format v7/],
    // Chromium itself refuses addresses past 2 MB; a 1 MB link is what reaches the page.
    ['a megabyte long', `#v1/${'A'.repeat(1024 * 1024)}`, /more than a playground link can be/],
  ];
  for (const [name, hash, message] of malformed) {
    test(`a link that is ${name} shows a message and the starting example`, async () => {
      const {context, page, pg, problems} = await openPage(`/playground${hash}`);
      assert.match(await page.getByRole('alert').first().innerText(), message);
      await waitForRun(pg);
      assert.equal((await requestLog(pg))[0]?.url, '/articles?author=ana');
      assert.deepEqual(problems.pageErrors, []);
      await context.close();
    });
  }
});

test('an embedded playground opens its current state in the full-page playground, from a link that carries it', async () => {
  const {context, page} = await isolatedContext(shared.browser).then(async ({context}) => ({
    context,
    page: await context.newPage(),
  }));
  await page.goto(shared.site.url('/docs/getting-started'));
  const pg = playground(page, 'getting-started/examples/todo-program');
  await waitForRun(pg);
  await replaceCode(pg, 'main.ts', `console.log('carried over');`);
  // Its name says where it goes: a new tab.
  const link = pg.getByRole('link', {name: 'Open in playground (opens in a new tab)', exact: true});
  // What a middle click opens and "Copy link" copies.
  const href = new URL((await link.getAttribute('href'))!, page.url()).href;
  const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await opened.waitForURL((url) => url.href === href);
  const full = playground(opened, 'playground');
  await full.getByRole('note').waitFor();
  await full.getByRole('tab', {name: 'main.ts'}).click();
  assert.equal(await shownCode(full), `console.log('carried over');`);
  assert.deepEqual(await full.getByRole('tab').allInnerTexts(), ['main.ts', 'resources.ts', 'db.json']);
  await context.close();
});
