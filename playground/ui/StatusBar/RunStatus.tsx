import type {ReactNode} from 'react';
import type {SessionState} from '../../session/session';
import {usePlaygroundState} from '../usePlayground';
import styles from './styles.module.css';

function statusText({hasRun, run, networkProblem}: Pick<SessionState, 'hasRun' | 'run' | 'networkProblem'>): string {
  if (!hasRun) return 'Not run yet';
  if (run.status === 'running') return 'Running…';
  if (run.status === 'done') return 'Ran';
  return networkProblem ? 'No mock network' : 'Starting…';
}

/** Where the latest run stands, announced as it changes. */
export default function RunStatus(): ReactNode {
  const hasRun = usePlaygroundState((state) => state.hasRun);
  const run = usePlaygroundState((state) => state.run);
  const networkProblem = usePlaygroundState((state) => state.networkProblem);
  return (
    <span className={styles.status} aria-live="polite">
      <span data-runs={run.runs}>{statusText({hasRun, run, networkProblem})}</span>
      {/* Changes with every run, so a run that logs what the last one did is still seen to have run. */}
      {hasRun && run.status === 'done' && run.tookMs !== null && ` in ${Math.round(run.tookMs)} ms`}
    </span>
  );
}
