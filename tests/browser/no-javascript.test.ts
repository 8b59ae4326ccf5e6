import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, test} from 'node:test';
import {isolatedContext, repoRoot, useSiteAndBrowser} from './harness';
import {readExample} from '../../playground/node/examples';
import {playground} from './playgroundDriver';

/** A reader with JavaScript off reads every file of every example, and is told why nothing ran. */
const shared = useSiteAndBrowser();
const program = 'getting-started/examples/todo-program';

describe('with JavaScript off', () => {
  test('every file of an example is shown under its name, and the status says why nothing runs', async () => {
    const {context} = await isolatedContext(shared.browser, {javaScriptEnabled: false});
    try {
      const page = await context.newPage();
      await page.goto(shared.site.url('/docs/getting-started'));
      const pg = playground(page, program);
      const files = readExample(path.join(repoRoot, 'docs', program));
      for (const [file, source] of Object.entries(files)) {
        const panel = pg.locator(`[role="tabpanel"][data-file="${file}"]`);
        assert.ok(await panel.isVisible(), `${file} is shown`);
        const firstLine = source.split('\n').find((line) => line.trim())!.trim();
        assert.ok((await panel.innerText()).includes(firstLine), `${file} shows its code: ${firstLine}`);
        const label = await panel.evaluate((element) => getComputedStyle(element, '::before').content);
        assert.equal(label, JSON.stringify(file), `${file} is named above its code`);
      }
      assert.equal(await pg.getByText('Starting…').isVisible(), false, 'no status that waits for ever');
      assert.equal(await pg.getByRole('tab').first().isVisible(), false, 'no tabs that cannot switch');
      await pg.getByText(/turn on JavaScript to run it/).waitFor({timeout: 5000});
      // Every playground on the page, every file.
      const shown = await page.locator('[data-example] [role="tabpanel"]').evaluateAll((panels) => panels.filter((panel) => (panel as HTMLElement).offsetHeight > 0).length);
      assert.equal(shown, await page.locator('[data-example] [role="tabpanel"]').count());
    } finally {
      await context.close();
    }
  });
});
