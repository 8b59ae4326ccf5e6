import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Where the site's code that every page may load lives: its theme overrides
 * and components; not the playground's own theme parts (src/theme/Playground),
 * which only a playground renders.
 */
const siteWideDirs = ['src/theme', 'src/components'];
const playgroundParts = path.join('src', 'theme', 'Playground');
/** What a page shows an example's code with when it has no playground (`<ExampleCode>`, imported by the remark plugin). */
const codeOnly = path.join('playground', 'ui', 'ExampleCode', 'index.tsx');

function sourcesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourcesUnder(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The file an import names (code or a stylesheet), if it is one of the site's own (`./x`, `@site/x`); packages are not followed. */
function resolveImport(siteDir: string, from: string, specifier: string): string | null {
  const base = specifier.startsWith('.')
    ? path.resolve(path.dirname(from), specifier)
    : specifier.startsWith('@site/')
      ? path.join(siteDir, specifier.slice('@site/'.length))
      : null;
  if (!base) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The playground's modules that pages without a playground load too: those
 * the site's theme and components import (the sidebar's tutorial ✓, the
 * tutorial's progress) and those code-only examples render with
 * (`ExampleCode`), followed import by import with TypeScript's own reading of
 * each file's imports. Absolute paths.
 */
export function siteWidePlaygroundModules(siteDir: string): Set<string> {
  const seen = new Set<string>();
  const pending = siteWideDirs
    .flatMap((dir) => sourcesUnder(path.join(siteDir, dir)))
    .filter((file) => !path.relative(siteDir, file).startsWith(playgroundParts))
    .concat(path.join(siteDir, codeOnly));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    // A stylesheet (a CSS module's class names) is a module too, with no imports to follow.
    if (!/\.tsx?$/.test(file)) continue;
    for (const {fileName: specifier} of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const target = resolveImport(siteDir, file, specifier);
      if (target && !seen.has(target)) pending.push(target);
    }
  }
  const playgroundDir = path.join(siteDir, 'playground') + path.sep;
  return new Set([...seen].filter((file) => file.startsWith(playgroundDir)));
}
