import {realpathSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {runtimePackages} from '../core/runtimePackages';
import type {TypeLibraries} from '../core/typeLibraries';

/**
 * What the editor type-checks a playground with, as a tsconfig would say it.
 * `moduleDetection: force` makes every file a module, so two playgrounds on
 * one page never share top-level names and `main.ts` may use top-level await.
 * `types: []` keeps every other installed `@types` package out.
 */
export const editorCompilerOptions = {
  strict: true,
  target: 'es2022',
  lib: ['es2022', 'dom', 'dom.iterable'],
  module: 'esnext',
  moduleResolution: 'bundler',
  moduleDetection: 'force',
  jsx: 'react-jsx',
  esModuleInterop: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
} as const;

/**
 * The declaration files the editor needs, read from node_modules: a program
 * with one file that imports each package the guest offers is resolved by TypeScript itself
 * with the editor's options, and every file it reads under node_modules (each
 * `.d.ts` and the package.json files that steer resolution) is kept. So the
 * list follows what the types really import (path-to-regexp, csstype, ...).
 */
export function collectTypeLibraries(siteDir: string): TypeLibraries {
  // TypeScript reads a package by its real path once resolved: node_modules may be a symlink.
  const nodeModulesPaths = [
    ...new Set([path.join(siteDir, 'node_modules'), realpathSync(path.join(siteDir, 'node_modules'))]),
  ].map((dir) => dir + path.sep);
  const inNodeModules = (file: string) => {
    const dir = nodeModulesPaths.find((candidate) => file.startsWith(candidate));
    return dir === undefined ? null : file.slice(dir.length).split(path.sep).join('/');
  };
  const {options, errors} = ts.convertCompilerOptionsFromJson(editorCompilerOptions, siteDir);
  if (errors.length > 0) {
    throw new Error(errors.map((error) => ts.flattenDiagnosticMessageText(error.messageText, '\n')).join('\n'));
  }

  const rootFile = path.join(siteDir, '__playground_imports__.ts');
  const rootSource = Object.keys(runtimePackages)
    .map((name) => `import '${name}';`)
    .join('\n');
  const host = ts.createCompilerHost(options);
  const files: Record<string, string> = {};
  const {readFile, fileExists, getSourceFile} = host;
  host.fileExists = (file) => file === rootFile || fileExists.call(host, file);
  host.readFile = (file) => {
    const text = readFile.call(host, file);
    const name = inNodeModules(file);
    // TypeScript's own lib files are not kept: Monaco's worker has its own.
    if (text !== undefined && name !== null && !name.startsWith('typescript/')) files[name] = text;
    return text;
  };
  host.getSourceFile = (file, languageVersion, ...rest) =>
    file === rootFile
      ? ts.createSourceFile(file, rootSource, languageVersion)
      : getSourceFile.call(host, file, languageVersion, ...rest);

  const program = ts.createProgram([rootFile], options, host);
  const problems = ts.getPreEmitDiagnostics(program);
  if (problems.length > 0) {
    throw new Error(
      `The playground's packages do not type-check as the editor would load them:\n${ts.formatDiagnostics(problems, {
        getCanonicalFileName: (file) => file,
        getCurrentDirectory: () => siteDir,
        getNewLine: () => '\n',
      })}`,
    );
  }
  return {compilerOptions: options as Record<string, unknown>, files};
}
