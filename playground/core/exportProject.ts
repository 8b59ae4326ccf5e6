import {findEntry, type PlaygroundFiles} from './files';
import type {NetworkSettings} from './networkSettings';

/**
 * What every exported project holds besides the playground's own files, by
 * path: the Vite app, the playground code it runs the mocks with, msw's
 * worker. Collected from this site's sources when it is built
 * (playground/node/exportTemplate.ts).
 */
export type ExportTemplate = {files: Record<string, string>};

/** An exported project: its folder's name, and its files by path inside that folder. */
export type ExportedProject = {folder: string; files: Record<string, string>};

/** Where a playground's files go in the project, beside the network settings. */
export const exampleDir = 'src/example/';

/** The one file of `src/example/` that exportProject writes itself. */
const networkFile = 'network.json';

/**
 * A playground file's name as the project may hold it: a plain name in
 * `src/example/`. A link can bring any name, and one such as
 * `../../package.json` would otherwise reach outside that folder, where npm
 * runs what package.json says.
 */
function checkFileName(name: string): void {
  if (!/^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/.test(name) || name === networkFile) {
    throw new Error(
      `"${name}" cannot be a file of the project: names are letters, digits, ".", "_" and "-", not starting with "." (and not ${networkFile})`,
    );
  }
}

/** A file name for what a playground downloads, after its example's folder: `todo-list`, in characters any file system takes. */
export function downloadName(exampleId: string): string {
  return (exampleId.split('/').at(-1) ?? exampleId).toLowerCase().replace(/[^a-z0-9._-]+/g, '-') || 'playground';
}

/**
 * A playground as a Vite + React project: its files under `src/example/` as
 * they are now (edits included), its network settings as
 * `src/example/network.json`, its name and entry as `src/project.json`, and
 * the template's files, named after the example in package.json and the README.
 */
export function exportProject(
  files: PlaygroundFiles,
  network: NetworkSettings,
  exampleId: string,
  template: ExportTemplate,
): ExportedProject {
  const folder = downloadName(exampleId);
  const project: Record<string, string> = {...template.files};
  const packageJson = JSON.parse(project['package.json'] ?? '{}') as Record<string, unknown>;
  project['package.json'] = `${JSON.stringify({...packageJson, name: folder}, null, 2)}\n`;
  project['README.md'] = `# ${folder}\n\n${project['README.md'] ?? ''}`;
  project['src/project.json'] =
    `${JSON.stringify({name: folder, from: exampleId, entry: findEntry(files)}, null, 2)}\n`;
  for (const [name, text] of Object.entries(files)) {
    checkFileName(name);
    project[`${exampleDir}${name}`] = text;
  }
  project[`${exampleDir}${networkFile}`] = `${JSON.stringify(network, null, 2)}\n`;
  return {folder, files: project};
}
