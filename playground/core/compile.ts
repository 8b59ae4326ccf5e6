import {transform} from 'sucrase';
import {CompileError} from './compileError';
import {fileKind, type PlaygroundFiles} from './files';
import {insertGuards} from './guards';

type SucraseError = Error & {loc?: {line: number; column: number}};

/**
 * Strips types and JSX and turns imports into `require` calls. Sucrase keeps
 * every line where it was, so a runtime error's line is the reader's line.
 */
export function compileModule(file: string, source: string): string {
  try {
    return transform(source, {
      filePath: file,
      transforms: fileKind(file) === 'tsx' ? ['typescript', 'jsx', 'imports'] : ['typescript', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
    }).code;
  } catch (error) {
    const {message, loc} = error as SucraseError;
    throw new CompileError(
      message.replace(/^Error transforming [^:]*: /, '').replace(/\s*\(\d+:\d+\)$/, ''),
      file,
      loc?.line,
      loc?.column,
    );
  }
}

/** A file of the reader's as it runs: types and JSX stripped, imports made `require` calls, loops guarded. */
export function compileFile(file: string, source: string): string {
  return insertGuards(compileModule(file, source));
}

/** Whether a file is code the compiler takes (the rest, db.json, is data). */
export function isCode(file: string): boolean {
  const kind = fileKind(file);
  return kind === 'ts' || kind === 'tsx';
}

/**
 * Every code file of an example, compiled: done at build time, so a page's
 * first run of each example needs no compiler in the frame (see runner/frame.tsx).
 */
export function compileFiles(files: PlaygroundFiles): Record<string, string> {
  return Object.fromEntries(Object.entries(files).filter(([file]) => isCode(file)).map(([file, source]) => [file, compileFile(file, source)]));
}
