import {typeErrorCount} from '../StatusBar/typeErrorCount';

/** A tab's accessible name when its file has type errors ("main.ts, 2 type errors"); undefined leaves the name its text, the file's. */
export function tabLabel(file: string, errors: number): string | undefined {
  return errors > 0 ? `${file}, ${typeErrorCount(errors)}` : undefined;
}
