import assert from 'node:assert/strict';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

const docsDir = path.resolve(__dirname, '../../docs');
const codeLanguages = new Set(['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript']);

function mdxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'examples' ? [] : mdxFiles(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

/**
 * A fenced TypeScript block in a page is code nobody compiles. Pages show code
 * with <Playground> or <ExampleCode example=... file=...>, whose files the
 * typecheck and the doc tests cover; signatures and shapes use ```text.
 */
test('docs pages have no fenced code that escapes the type-check', () => {
  const found: string[] = [];
  for (const file of mdxFiles(docsDir)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const fence = /^\s*(```+|~~~+)\s*([\w-]+)/.exec(line);
        if (fence && codeLanguages.has(fence[2].toLowerCase())) {
          found.push(`${path.relative(docsDir, file)}:${index + 1} (${fence[2]})`);
        }
      });
  }
  assert.deepEqual(
    found,
    [],
    'show this code from an example folder with <ExampleCode example="./examples/<name>" file="<file>" />',
  );
});
