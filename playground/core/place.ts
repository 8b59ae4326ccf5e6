/** Where in the reader's files something is: a file, and a line and column where they are known. */
export type Place = {file: string | null; line: number | null; column: number | null};

/**
 * A place as the playground writes it everywhere (a problem's heading, the console's uncaught line,
 * a compile error's message): `file:line:column`, as much of it as is known, a column only after its
 * line; null when it names no file.
 */
export function placeText({file, line, column}: Place): string | null {
  if (!file) return null;
  if (line === null) return file;
  return column === null ? `${file}:${line}` : `${file}:${line}:${column}`;
}
