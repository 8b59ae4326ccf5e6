import type {ReactNode} from 'react';
import type {SessionState} from '../../session/session';
import {usePlaygroundState} from '../usePlayground';
import styles from './styles.module.css';

/** A run that ended on one of these never ran the reader's code: the status says so, not "Ran". */
const neverRan = new Set(['syntax']);

/** What the panels show before the live run has ended: the run the build recorded. */
export const recordedStatus = 'Recorded when the site was built';

function statusText({hasRun, run, networkProblem}: Pick<SessionState, 'hasRun' | 'run' | 'networkProblem'>): string {
  // With no mock network no live run comes: the alert says so, and that the panels are the recording.
  if (run.recorded) return networkProblem ? 'No mock network' : recordedStatus;
  if (!hasRun) return 'Not run yet';
  if (run.status === 'running') return 'Running…';
  if (run.status === 'done') return run.problems.some((problem) => neverRan.has(problem.kind)) ? 'Did not run' : 'Ran';
  return networkProblem ? 'No mock network' : 'Starting…';
}

/** Where the latest run stands, announced as it changes. */
export default function RunStatus(): ReactNode {
  const hasRun = usePlaygroundState((state) => state.hasRun);
  const run = usePlaygroundState((state) => state.run);
  const networkProblem = usePlaygroundState((state) => state.networkProblem);
  const text = statusText({hasRun, run, networkProblem});
  return (
    <span className={styles.status} aria-live="polite">
      <span data-runs={run.runs}>{text}</span>
      {/* Changes with every run, so a run that logs what the last one did is still seen to have run. */}
      {text === 'Ran' && run.tookMs !== null && ` in ${Math.round(run.tookMs)} ms`}
    </span>
  );
}
