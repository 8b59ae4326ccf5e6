import {parse} from 'acorn';
import {transform, type Transform} from 'sucrase';
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
    const strip = (transforms: Transform[]) =>
      transform(source, {
        filePath: file,
        transforms: fileKind(file) === 'tsx' ? ['typescript', 'jsx', ...transforms] : ['typescript', ...transforms],
        jsxRuntime: 'automatic',
        production: true,
      }).code;
    checkModule(file, strip([]));
    return strip(['imports']);
  } catch (error) {
    if (error instanceof CompileError) throw error;
    const {message, loc} = error as SucraseError;
    throw new CompileError(
      message.replace(/^Error transforming [^:]*: /, '').replace(/\s*\(\d+:\d+\)$/, ''),
      file,
      loc?.line,
      loc?.column,
    );
  }
}

/**
 * What an engine checks of a module before it runs any of it, and sucrase
 * does not: an export named twice (two `export default`), a name declared
 * twice at its top level (functions too, as in a module), `await` or a
 * reserved word where a module forbids it. The file with only its types and
 * JSX stripped is parsed as the module it is, by acorn; its error's line is
 * the reader's (sucrase keeps lines).
 */
function checkModule(file: string, code: string) {
  try {
    parse(code, {ecmaVersion: 'latest', sourceType: 'module'});
  } catch (error) {
    const {message, loc} = error as SyntaxError & {loc?: {line: number; column: number}};
    if (!(error instanceof SyntaxError) || !loc) throw error;
    // acorn counts columns from 0, sucrase (and the panels) from 1.
    throw new CompileError(message.replace(/\s*\(\d+:\d+\)$/, ''), file, loc.line, loc.column + 1);
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
 * first run of each example needs no compiler in the frame (see guest/guest.tsx).
 */
export function compileFiles(files: PlaygroundFiles): Record<string, string> {
  return Object.fromEntries(
    Object.entries(files)
      .filter(([file]) => isCode(file))
      .map(([file, source]) => [file, compileFile(file, source)]),
  );
}
