import {decodeShareHash, encodeShareHash} from './shareLink';
import type {PlaygroundFiles} from './files';
import {taskAnchor} from './taskAnchor';

export {taskAnchor, taskAnchorPrefix} from './taskAnchor';

/**
 * Links to a tutorial task. A task's anchor is `#task-<name>`; the query says
 * how it opens:
 * - `?solution=<name>`: with that task's solution shown, as a diff against the
 *   starting files;
 * - `?edits=<v1 share data>`: with the sender's files in the playground (the
 *   share link's `v1/<lz>` form, see shareLink.ts), waiting for Run.
 * The page's own address stays in front; only these parameters are read.
 */
export type TaskLink = {task: string; solution?: boolean; files?: PlaygroundFiles};

/** `?solution=x#task-x`, `?edits=v1/…#task-x`, or `#task-x`, to put after the page's path. */
export function taskLinkSuffix({task, solution, files}: TaskLink): string {
  const query = new URLSearchParams();
  if (solution) query.set('solution', task);
  if (files) query.set('edits', encodeShareHash({kind: 'files', files}).slice(1));
  const search = query.toString();
  return `${search ? `?${search}` : ''}#${taskAnchor(task)}`;
}

export type OpenedTaskLink = {
  /** The task whose solution opens shown. */
  solutionOf: string | null;
  /** Files the link carried, or why they could not be read. */
  files: PlaygroundFiles | null;
  problem: string | null;
};

/** What a page's query asks of its tasks (`location.search`). Never throws: a damaged link says why. */
export function readTaskLink(search: string, taskNames: readonly string[]): OpenedTaskLink {
  const query = new URLSearchParams(search);
  const asked = query.get('solution');
  const solutionOf = asked !== null && taskNames.includes(asked) ? asked : null;
  const edits = query.get('edits');
  if (edits === null) return {solutionOf, files: null, problem: null};
  const decoded = decodeShareHash(`#${edits}`);
  if (decoded.status === 'ok' && decoded.state.kind === 'files')
    return {solutionOf, files: decoded.state.files, problem: null};
  return {
    solutionOf,
    files: null,
    problem:
      decoded.status === 'error'
        ? decoded.message
        : 'This link holds no files to open. The starting files are shown instead.',
  };
}
