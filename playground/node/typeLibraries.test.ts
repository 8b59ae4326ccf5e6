import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {collectTypeLibraries} from './typeLibraries';

const siteDir = path.resolve(__dirname, '../..');

test('the editor gets the declaration files the packages really import, with the package.json files that lead to them', () => {
  const {files, compilerOptions} = collectTypeLibraries(siteDir);
  for (const file of [
    '@data-client/rest/package.json',
    '@data-client/rest/lib/index.d.ts',
    '@data-client/endpoint/lib/index.d.ts',
    '@data-client/core/lib/index.d.ts',
    '@data-client/react/lib/index.d.ts',
    '@types/react/index.d.ts',
    '@types/react/jsx-runtime.d.ts',
    'csstype/index.d.ts',
    'msw/package.json',
    // What the library's docs import besides: useLoading and the rest, uuid's v4.
    '@data-client/hooks/lib/index.d.ts',
    '@data-client/hooks/lib/useCancelling.d.ts',
    'uuid/dist/index.d.ts',
  ]) {
    assert.ok(file in files, `${file} is among the type libraries`);
  }
  const names = Object.keys(files);
  assert.ok(
    names.some((name) => name.startsWith('@data-client/normalizr/')),
    'what @data-client/endpoint imports comes along',
  );
  assert.ok(
    names.includes('@data-client/hooks/node_modules/@data-client/normalizr/lib/index.d.ts'),
    "and the normalizr @data-client/hooks' types import, installed beside it",
  );
  assert.ok(
    !('path-to-regexp/dist/index.d.ts' in files),
    'and only that: no declaration of @data-client/rest reachable from its index imports path-to-regexp',
  );
  assert.ok(
    names.some((name) => name.startsWith('msw/lib/core/')),
    "msw's own declarations",
  );
  assert.deepEqual(
    names.filter((name) => name.startsWith('typescript/') || name.startsWith('@types/node/')),
    [],
    "TypeScript's lib files and unrelated @types stay out",
  );
  assert.ok(
    names.every((name) => name.endsWith('.d.ts') || name.endsWith('.d.mts') || name.endsWith('package.json')),
    'only declarations and package.json',
  );
  assert.equal(compilerOptions.strict, true);
  assert.equal(compilerOptions.jsx, 4, 'react-jsx, as TypeScript numbers it');
});
