/** The files of one playground, by name, in the order their tabs show. */
export type PlaygroundFiles = Record<string, string>;

/** A component program: its default export is rendered inside the playground's provider. */
export const componentEntry = 'App.tsx';
/** A plain program: top-level code, and an optional default export called with the Controller. */
export const programEntry = 'main.ts';
/** msw handlers (`export const handlers = [...]`), tried before the default backend. */
export const mocksFile = 'mocks.ts';
/** The default backend's seed data: `{ "<collection>": [records] }`. */
export const seedFile = 'db.json';

export type EntryName = typeof componentEntry | typeof programEntry;

export function findEntry(files: PlaygroundFiles): EntryName {
  if (componentEntry in files) return componentEntry;
  if (programEntry in files) return programEntry;
  throw new Error(`A playground needs an entry file: ${componentEntry} (a component) or ${programEntry} (plain code).`);
}

/** What a file is, by its name: every part of the playground (tabs, highlighting, editor, compiler) goes by this. */
export type FileKind = 'ts' | 'tsx' | 'json' | 'text';

export function fileKind(name: string): FileKind {
  const extension = /\.(ts|tsx|json)$/.exec(name)?.[1];
  return (extension as FileKind | undefined) ?? 'text';
}

/** Tab order: the entry first, then the reader's other code, then mocks and data. */
const tabOrder = [componentEntry, programEntry, 'resources.ts', mocksFile, seedFile];

function tabRank(name: string): number {
  const rank = tabOrder.indexOf(name);
  return rank === -1 ? tabOrder.indexOf(mocksFile) - 0.5 : rank;
}

/** File names as a playground's tabs show them. */
export function inTabOrder(names: string[]): string[] {
  return [...names].sort((a, b) => tabRank(a) - tabRank(b) || a.localeCompare(b));
}
