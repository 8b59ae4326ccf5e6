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
  throw new Error(
    `A playground needs an entry file: ${componentEntry} (a component) or ${programEntry} (plain code).`,
  );
}

export function isCodeFile(name: string): boolean {
  return /\.(ts|tsx)$/.test(name);
}
