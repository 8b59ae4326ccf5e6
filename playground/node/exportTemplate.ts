import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import type {ExportTemplate} from '../core/exportProject';
import {runtimePackages} from '../core/runtimePackages';
import {editorCompilerOptions} from './typeLibraries';

/** The exported app's own files (package.json, index.html, Vite's config, its entry, README), as a reader gets them. */
export const templateDir = 'playground/export/template';

/**
 * In the project, `src/playground/` holds the site's `playground/` files that the
 * app imports (and what those import), copied as they are: one source for the
 * mock network, in the playground and in every export.
 */
const shippedDir = 'src/playground/';

/** Written by exportProject for each playground, so the template's code may import them. */
const perExport = ['src/project.json', 'src/example/'];

/** A version in the template's package.json that means "the version this site is pinned to". */
const siteVersion = '*';

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The template's package.json with each `*` version replaced by the site's own pin; a package the site lacks is an error. */
function pinnedPackageJson(template: string, site: string): Record<string, unknown> {
  const pkg = JSON.parse(template) as Record<string, unknown>;
  const sitePkg = JSON.parse(site) as {dependencies: Record<string, string>; devDependencies: Record<string, string>};
  const siteVersions: Record<string, string> = {...sitePkg.dependencies, ...sitePkg.devDependencies};
  for (const field of ['dependencies', 'devDependencies']) {
    const versions = pkg[field] as Record<string, string>;
    for (const [name, version] of Object.entries(versions)) {
      if (version !== siteVersion) continue;
      const pinned = siteVersions[name];
      if (!pinned)
        throw new Error(
          `${templateDir}/package.json: ${name} is "${siteVersion}" (the site's version), but the site's package.json has no ${name}`,
        );
      versions[name] = pinned;
    }
  }
  return pkg;
}

/**
 * Everything an exported project holds besides the playground's files: the
 * template's files; the site's playground code they import, followed import by
 * import (TypeScript's own reading of each file's imports); msw's worker, the
 * file of the msw installed here; package.json with the site's versions; and
 * tsconfig.json with the editor's compiler options, so the code type-checks
 * there as it does in the playground.
 */
export function collectExportTemplate(siteDir: string): ExportTemplate {
  const dir = path.join(siteDir, templateDir);
  const files: Record<string, string> = {};
  for (const name of filesUnder(dir)) files[name] = readFileSync(path.join(dir, name), 'utf8');

  const pkg = pinnedPackageJson(files['package.json']!, readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  files['package.json'] = `${JSON.stringify(pkg, null, 2)}\n`;
  const listed = new Set(Object.keys({...(pkg.dependencies as object), ...(pkg.devDependencies as object)}));
  // Reader code may import every package the playground offers.
  const imported = new Set(Object.keys(runtimePackages).map(packageName));

  const pending = Object.keys(files).filter((name) => /\.tsx?$/.test(name));
  while (pending.length > 0) {
    const file = pending.pop()!;
    for (const {fileName: specifier} of ts.preProcessFile(files[file]!, true, true).importedFiles) {
      if (!specifier.startsWith('.')) {
        imported.add(packageName(specifier));
        continue;
      }
      const target = path.posix.join(path.posix.dirname(file), specifier);
      if (perExport.some((name) => target === name || target.startsWith(name))) continue;
      if (!target.startsWith(shippedDir)) {
        if (target in files) continue;
        throw new Error(
          `${templateDir}/${file} imports ${specifier}, which is neither a template file nor under ${shippedDir}`,
        );
      }
      const source = path.join(siteDir, 'playground', target.slice(shippedDir.length));
      const extension = ['.ts', '.tsx'].find((candidate) => existsSync(source + candidate));
      if (!extension)
        throw new Error(
          `${file} imports ${specifier}: no playground/${target.slice(shippedDir.length)}.ts(x) in the site`,
        );
      const shipped = target + extension;
      if (shipped in files) continue;
      files[shipped] = readFileSync(source + extension, 'utf8');
      pending.push(shipped);
    }
  }
  const unlisted = [...imported].filter((name) => !listed.has(name) && !name.startsWith('node:'));
  if (unlisted.length > 0)
    throw new Error(`The exported project imports ${unlisted.join(', ')}, missing from ${templateDir}/package.json`);

  const msw = path.dirname(createRequire(path.join(siteDir, 'package.json')).resolve('msw/package.json'));
  const mswVersion = (JSON.parse(readFileSync(path.join(msw, 'package.json'), 'utf8')) as {version: string}).version;
  const pinnedMsw = (pkg.dependencies as Record<string, string>).msw;
  if (mswVersion !== pinnedMsw)
    throw new Error(
      `msw ${mswVersion} is installed, but the export pins ${pinnedMsw}: its worker file would not match`,
    );
  files['public/mockServiceWorker.js'] = readFileSync(path.join(msw, 'lib/mockServiceWorker.js'), 'utf8');

  const compilerOptions = {...editorCompilerOptions, resolveJsonModule: true, types: ['vite/client']};
  files['tsconfig.json'] = `${JSON.stringify({compilerOptions, include: ['src']}, null, 2)}\n`;
  return {files};
}
