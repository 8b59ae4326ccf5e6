import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {isolatedContext, launchBrowser, repoRoot, startSite, type Browser, type Site} from './harness';

/**
 * A string that each playground-only package's own code holds and keeps
 * through minification, with the file it was found in. A plain docs page
 * must load none of them.
 */
const markers = [
  {name: 'Monaco', marker: 'MonacoEnvironment', file: 'node_modules/monaco-editor/esm/vs/editor/editor.api.js'},
  {name: 'TypeScript', marker: 'Cannot_find_name_0_2304', file: 'node_modules/typescript/lib/typescript.js'},
  {name: 'msw', marker: '[MSW]', file: 'node_modules/msw/lib/browser/index.mjs'},
  {name: 'sucrase', marker: 'createNamedExportFrom', file: 'node_modules/sucrase/dist/esm/HelperManager.js'},
];

/** Docusaurus alone loads about 440 KB; a plain page may add little to it. */
const plainPageLimit = 500 * 1024;

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

async function scriptsOf(pathname: string): Promise<{url: string; body: string}[]> {
  const {context} = await isolatedContext(browser);
  try {
    const page = await context.newPage();
    const scripts: Promise<{url: string; body: string}>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.text().then((body) => ({url: response.url(), body})));
      }
    });
    await page.goto(site.url(pathname), {waitUntil: 'networkidle'});
    return await Promise.all(scripts);
  } finally {
    await context.close();
  }
}

describe('page weight', () => {
  for (const {name, marker, file} of markers) {
    test(`the ${name} marker is in ${name}'s own code`, () => {
      assert.ok(readFileSync(path.join(repoRoot, file), 'utf8').includes(marker), `${marker} not in ${file}`);
    });
  }

  test('a plain docs page loads no playground code and at most 500 KB of JavaScript', async (t) => {
    const scripts = await scriptsOf('/docs/reference');
    const total = scripts.reduce((sum, script) => sum + Buffer.byteLength(script.body), 0);
    t.diagnostic(`/docs/reference loads ${scripts.length} scripts, ${Math.round(total / 1024)} KB`);
    for (const {name, marker} of markers) {
      const holders = scripts.filter((script) => script.body.includes(marker)).map((script) => script.url);
      assert.deepEqual(holders, [], `${name} code loaded by a plain page`);
    }
    assert.ok(total <= plainPageLimit, `${total} bytes of JavaScript, more than ${plainPageLimit}`);
  });

  test('a playground page does load the playground (so the markers can be seen)', async () => {
    const scripts = await scriptsOf('/docs/getting-started');
    for (const name of ['msw', 'sucrase']) {
      const {marker} = markers.find((m) => m.name === name)!;
      assert.ok(scripts.some((script) => script.body.includes(marker)), `${name} not seen on a playground page`);
    }
  });
});
