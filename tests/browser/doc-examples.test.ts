import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, test} from 'node:test';
import {componentEntry} from '../../playground/core/files';
import {findExamples, nodeOrigin, readExample, readExpectations} from '../../playground/node/examples';
import {builtPages, examplesShownIn, isolatedContext, repoRoot, useSiteAndBrowser, watchPage} from './harness';
import {playground, preview, requestFullUrls, storeState, waitForRequests, waitForRun} from './playgroundDriver';

const docsDir = path.join(repoRoot, 'docs');

/**
 * A request's full URL as expect.json holds it, which is how Node's run
 * records it: the page's own origin written as Node's, another host as it is.
 * So a wrong host fails the comparison as a wrong path does.
 */
function asInNode(url: string, pageOrigin: string): string {
  const parsed = new URL(url);
  return parsed.origin === pageOrigin ? `${nodeOrigin}${parsed.pathname}${parsed.search}` : parsed.href;
}

/**
 * The store's entities once they stop changing toward `expected` (an answer
 * logged a moment before the store takes it in), or as they are after 5 s.
 */
async function settledEntities(pg: Parameters<typeof storeState>[0], expected: unknown): Promise<unknown> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const {entities} = await storeState(pg);
    if (Date.now() > deadline || JSON.stringify(entities) === JSON.stringify(expected)) return entities;
    await pg.page().waitForTimeout(100);
  }
}

const shared = useSiteAndBrowser();

describe('component examples run in the browser as their expect.json says', () => {
  const pages = builtPages();
  const examples = findExamples(docsDir).filter((dir) => componentEntry in readExample(dir));

  test('there are component examples to check', () => {
    assert.ok(examples.length > 0);
  });

  for (const dir of examples) {
    const exampleId = path.relative(docsDir, dir).split(path.sep).join('/');
    test(exampleId, async () => {
      const expected = readExpectations(dir);
      assert.ok(expected, `${exampleId} needs an expect.json`);
      const page = [...pages].find(([, html]) => examplesShownIn(html).includes(exampleId))?.[0];
      assert.ok(page, `no built page shows ${exampleId} as a playground`);

      const {context} = await isolatedContext(shared.browser);
      try {
        const tab = await context.newPage();
        const problems = watchPage(tab);
        await tab.goto(shared.site.url(page));
        const pg = playground(tab, exampleId);
        await waitForRun(pg);
        for (const name of expected.clicks ?? []) {
          await preview(pg).getByRole('button', {name, exact: true}).click({timeout: 10_000});
        }
        const log = expected.requests.length ? await waitForRequests(pg, expected.requests.length) : [];
        const fullUrls = await requestFullUrls(pg);
        const pageOrigin = new URL(tab.url()).origin;
        assert.deepEqual(
          log.map(({method, status}, row) => ({
            method,
            url: asInNode(fullUrls[row]!, pageOrigin),
            status: Number(status),
          })),
          expected.requests,
        );
        assert.deepEqual(await settledEntities(pg, expected.entities), expected.entities);
        if (expected.console) {
          assert.deepEqual(
            await pg.getByRole('region', {name: 'Console'}).locator('li pre').allInnerTexts(),
            expected.console,
          );
        }
        assert.equal(await pg.getByRole('alert').count(), 0, 'the example reports a problem');
        assert.deepEqual(problems.pageErrors, []);
        assert.deepEqual(problems.offHostRequests, []);
      } finally {
        await context.close();
      }
    });
  }
});
