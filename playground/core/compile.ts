import {transform} from 'sucrase';
import {fileKind} from './files';

/** A file that does not parse: the message and where, in the reader's own file. */
export class CompileError extends Error {
  constructor(
    /** What is wrong, without where: a panel shows the place apart. */
    readonly reason: string,
    readonly file: string,
    readonly line: number | undefined,
    readonly column: number | undefined,
  ) {
    super(line === undefined ? `${file}: ${reason}` : `${file}:${line}:${column}: ${reason}`);
    this.name = 'CompileError';
  }
}

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
