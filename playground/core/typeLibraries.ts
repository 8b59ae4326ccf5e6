/**
 * What the editor type-checks a playground with: collected at build time by
 * playground/node/typeLibraries.ts, read by the editor in the browser.
 */
export type TypeLibraries = {
  /** The editor's compiler options as TypeScript's API takes them (enums as numbers, lib as file names). */
  compilerOptions: Record<string, unknown>;
  /** Declaration files and package.json files, by path inside node_modules. */
  files: Record<string, string>;
};

/** An error TypeScript reports in a playground's file. */
export type TypeProblem = {file: string; line: number; column: number; message: string};

/** Where the editor's type check stands: off until the editor has loaded. */
export type TypeCheckState = {status: 'off'} | {status: 'checking'} | {status: 'done'; errors: TypeProblem[]};
