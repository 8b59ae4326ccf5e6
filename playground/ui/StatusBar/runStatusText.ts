import type {SessionState} from '../../session/session';

/** A run that ended on one of these never ran the reader's code: the status says so, not "Ran". */
const neverRan = new Set(['syntax']);

/** What the panels show before the live run has ended: the run the build recorded. */
export const recordedStatus = 'Recorded when the site was built';

/** Where the latest run stands, in the words of the status bar: "Not run yet", "Running…", "Ran", and so on. */
export function runStatusText({
  hasRun,
  run,
  networkProblem,
}: Pick<SessionState, 'hasRun' | 'run' | 'networkProblem'>): string {
  // With no mock network no live run comes: the alert says so, and that the panels are the recording.
  if (run.recorded) return networkProblem ? 'No mock network' : recordedStatus;
  if (!hasRun) return 'Not run yet';
  if (run.status === 'running') return 'Running…';
  if (run.status === 'done') return run.problems.some((problem) => neverRan.has(problem.kind)) ? 'Did not run' : 'Ran';
  return networkProblem ? 'No mock network' : 'Starting…';
}
