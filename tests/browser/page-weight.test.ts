import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {guestAssetsDir} from '../../playground/node/guestBundle';
import {buildDir, isolatedContext, loadPage, pagesWithoutPlayground, useSiteAndBrowser} from './harness';

/**
 * For each package only a playground may load: a string in the package's own
 * code that minifiers keep (a string literal or property key, not a variable
 * name), the file of the package it is in, and where the package ships a
 * minified build, that build too.
 */
const markers = [
  {
    name: 'Monaco',
    marker: 'MonacoEnvironment',
    files: ['monaco-editor/esm/vs/base/browser/browser.js', 'monaco-editor/min/vs/editor/editor.main.js'],
  },
  {
    name: 'TypeScript',
    marker: 'Cannot_find_name_0_2304',
    // The second file is TypeScript as Monaco's minified TS worker bundles it.
    files: ['typescript/lib/typescript.js', 'monaco-editor/min/vs/language/typescript/ts.worker.js'],
  },
  {name: 'msw', marker: 'INTEGRITY_CHECK_REQUEST', files: ['msw/lib/browser/index.mjs', 'msw/lib/iife/index.js']},
  {name: 'sucrase', marker: 'createNamedExportFrom', files: ['sucrase/dist/esm/HelperManager.js']},
];

/**
 * Docusaurus alone loads about 440 KB here; a plain page's code besides its
 * own content may add little to it: /docs/reference's was 476.6 KB on
 * 2026-11-30 once the docs' descriptions left the version metadata every
 * docs page loads (src/plugins/docsMetadata.ts), 484.4 KB before. The
 * content (the page's text compiled to JavaScript, about 25 KB for the
 * reference page's tables) grows with what the page says, so it is
 * reported, not counted.
 */
const plainPageLimit = 480 * 1024;

/**
 * Strings in the playground's own code (not a package's): its panels, shared
 * by the shell and the live playground, and the live playground itself.
 */
const playgroundMarkers = [
  {name: "the playground's panels", marker: 'Request log of '},
  {name: 'the live playground', marker: 'This playground stopped showing its run'},
];

/**
 * A sentence of /docs/reference's text: the chunks holding it are the page's
 * content. Not its description, which the docs' metadata (every docs page's)
 * held too until src/plugins/docsMetadata.ts, and so was counted as content.
 */
const referenceContentMarker = 'and the section where a running example shows it';

const nodeModules = path.resolve(__dirname, '../../node_modules');

const shared = useSiteAndBrowser();

type Script = {url: string; body: Buffer};
type LoadedJavaScript = {
  /** Scripts the page ran, once per URL, with their uncompressed bodies. */
  scripts: Script[];
  /**
   * JavaScript fetched for later: Docusaurus prefetches the chunks of pages
   * linked from the viewport. Not counted in the weight, but downloaded.
   */
  prefetched: Script[];
};

/** The JavaScript a page's context receives (page, frames and workers) once it has loaded. */
async function javaScriptOf(pathname: string): Promise<LoadedJavaScript> {
  const {context} = await isolatedContext(shared.browser);
  try {
    const scripts = new Map<string, Promise<Script>>();
    const prefetched = new Map<string, Promise<Script>>();
    context.on('response', (response) => {
      if (!response.ok()) return;
      const isScript = response.request().resourceType() === 'script';
      if (!isScript && !/javascript/.test(response.headers()['content-type'] ?? '')) return;
      const url = response.url();
      (isScript ? scripts : prefetched).set(
        url,
        response.body().then((body) => ({url, body})),
      );
    });
    await loadPage(await context.newPage(), shared.site.url(pathname));
    return {scripts: await Promise.all(scripts.values()), prefetched: await Promise.all(prefetched.values())};
  } finally {
    await context.close();
  }
}

function bytes(scripts: Script[]): number {
  return scripts.reduce((sum, script) => sum + script.body.length, 0);
}

function holdersOf(scripts: Script[], marker: string): string[] {
  return scripts.filter((script) => script.body.includes(marker)).map((script) => new URL(script.url).pathname);
}

describe('page weight', () => {
  for (const {name, marker, files} of markers) {
    test(`the ${name} marker ${JSON.stringify(marker)} is in ${name}'s own code`, () => {
      for (const file of files) {
        assert.ok(
          readFileSync(path.join(nodeModules, file), 'utf8').includes(marker),
          `${marker} not in node_modules/${file}`,
        );
      }
    });
  }

  test('a plain docs page loads no playground code and at most 480 KB of JavaScript besides its content', async (t) => {
    const {scripts, prefetched} = await javaScriptOf('/docs/reference');
    const total = bytes(scripts);
    t.diagnostic(
      `/docs/reference runs ${scripts.length} scripts, ${total} bytes (${(total / 1024).toFixed(1)} KB) of JavaScript`,
    );
    t.diagnostic(`/docs/reference prefetches ${prefetched.length} more, ${bytes(prefetched)} bytes`);
    for (const {name, marker} of markers) {
      assert.deepEqual(holdersOf(scripts, marker), [], `${name} code run by a plain page`);
      assert.deepEqual(holdersOf(prefetched, marker), [], `${name} code prefetched by a plain page`);
    }
    const content = bytes(scripts.filter((script) => script.body.includes(referenceContentMarker)));
    assert.ok(content > 0, 'the reference page content chunk was not found; update referenceContentMarker');
    t.diagnostic(`of which ${content} bytes (${(content / 1024).toFixed(1)} KB) hold the page's own content`);
    assert.ok(
      total - content <= plainPageLimit,
      `${total - content} bytes of JavaScript besides the content, more than ${plainPageLimit}`,
    );
  });

  test("no page without a playground loads the playground's code", async (t) => {
    const pages = pagesWithoutPlayground();
    assert.ok(pages.includes('/docs/reference') && pages.includes('/docs/playground'), pages.join(', '));
    for (const pathname of pages) {
      const {scripts} = await javaScriptOf(pathname);
      t.diagnostic(`${pathname}: ${(bytes(scripts) / 1024).toFixed(1)} KB of JavaScript`);
      for (const {name, marker} of [...playgroundMarkers, ...markers]) {
        assert.deepEqual(holdersOf(scripts, marker), [], `${pathname} loads ${name}`);
      }
    }
  });

  test('the playground markers are in the code a playground page loads', async () => {
    const {scripts} = await javaScriptOf('/docs/getting-started');
    for (const {name, marker} of playgroundMarkers) {
      assert.notDeepEqual(holdersOf(scripts, marker), [], `${name}: ${JSON.stringify(marker)} not found`);
    }
  });

  test('a playground page loads msw, and sucrase only once the reader edits (its first runs were compiled at build time); the markers find both in the built code', async () => {
    const {scripts} = await javaScriptOf('/docs/getting-started');
    const markerOf = (name: string) => markers.find((m) => m.name === name)!.marker;
    assert.notDeepEqual(holdersOf(scripts, markerOf('msw')), [], 'msw not seen on a playground page');
    assert.deepEqual(holdersOf(scripts, markerOf('sucrase')), [], 'sucrase loaded by a playground page nobody edited');
    const guestAssets = path.join(buildDir, guestAssetsDir);
    const builtWithSucrase = readdirSync(guestAssets).filter((file) =>
      readFileSync(path.join(guestAssets, file), 'utf8').includes(markerOf('sucrase')),
    );
    assert.notDeepEqual(
      builtWithSucrase,
      [],
      `sucrase not found in ${guestAssetsDir}: the frame could not compile an edit`,
    );
  });
});
