import template from '@generated/playground/default/export-template.json';
import type {PlaygroundFiles} from '../../core/files';
import {exportProject} from '../../core/exportProject';
import {zipProject} from '../../core/projectZip';
import type {NetworkSettings} from '../../core/networkSettings';

/**
 * The project as a zip, and its file name. A module of its own, loaded on the
 * first press: the template (the app's files, msw's worker) and fflate stay out
 * of the page until then.
 */
export function projectZip(
  files: PlaygroundFiles,
  network: NetworkSettings,
  exampleId: string,
): {fileName: string; zip: Uint8Array<ArrayBuffer>} {
  const project = exportProject(files, network, exampleId, template);
  return {fileName: `${project.folder}.zip`, zip: zipProject(project)};
}
