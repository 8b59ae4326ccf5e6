import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {collectExportTemplate} from './exportTemplate';

const siteDir = path.resolve(__dirname, '../..');

test('an export ships the playground code its entry imports, unchanged, and what that imports in turn', () => {
  const {files} = collectExportTemplate(siteDir);
  for (const [shipped, source] of [
    ['src/playground/core/mockNetwork.ts', 'playground/core/mockNetwork.ts'],
    ['src/playground/core/mockBackend.ts', 'playground/core/mockBackend.ts'],
    ['src/playground/core/networkSettings.ts', 'playground/core/networkSettings.ts'],
    ['src/playground/core/seed.ts', 'playground/core/seed.ts'],
    ['src/playground/core/store.ts', 'playground/core/store.ts'],
    ['src/playground/core/displayable.ts', 'playground/core/displayable.ts'],
    ['src/playground/guest/PreviewRoot.tsx', 'playground/guest/PreviewRoot.tsx'],
  ] as const) {
    assert.equal(files[shipped], readFileSync(path.join(siteDir, source), 'utf8'), shipped);
  }
  assert.ok(!('src/playground/core/run.ts' in files), "only what is imported: not the playground's own run loop");
});

test("msw's worker is the installed msw's own file, and every version is the site's pin", () => {
  const {files} = collectExportTemplate(siteDir);
  assert.equal(
    files['public/mockServiceWorker.js'],
    readFileSync(path.join(siteDir, 'node_modules/msw/lib/mockServiceWorker.js'), 'utf8'),
  );
  const site = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  const exported = JSON.parse(files['package.json']!);
  for (const name of ['@data-client/rest', '@data-client/react', '@data-client/core', 'react', 'react-dom', 'msw']) {
    assert.equal(exported.dependencies[name], site.dependencies[name], name);
  }
  assert.equal(exported.devDependencies.typescript, site.devDependencies.typescript);
  assert.equal(exported.dependencies['@data-client/rest'], '0.9.9');
  assert.equal(exported.dependencies.msw, '2.15.0');
  for (const version of Object.values({...exported.dependencies, ...exported.devDependencies})) {
    assert.match(String(version), /^\d+\.\d+\.\d+$/, 'exact versions only');
  }
  assert.deepEqual(exported.msw, {workerDirectory: ['public']});
  assert.equal(JSON.parse(files['tsconfig.json']!).compilerOptions.strict, true);
});
