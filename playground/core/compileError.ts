import {placeText} from './place';

/** A file that does not parse: the message and where, in the reader's own file. */
export class CompileError extends Error {
  constructor(
    /** What is wrong, without where: a panel shows the place apart. */
    readonly reason: string,
    readonly file: string,
    readonly line: number | undefined,
    readonly column: number | undefined,
  ) {
    super(`${placeText({file, line: line ?? null, column: column ?? null}) ?? file}: ${reason}`);
    this.name = 'CompileError';
  }
}
