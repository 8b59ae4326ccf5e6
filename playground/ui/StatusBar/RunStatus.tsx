import type {ReactNode} from 'react';
import {usePlaygroundState} from '../usePlayground';
import {runStatusText} from './runStatusText';
import styles from './styles.module.css';

/** Where the latest run stands, announced as it changes. */
export default function RunStatus(): ReactNode {
  const hasRun = usePlaygroundState((state) => state.hasRun);
  const run = usePlaygroundState((state) => state.run);
  const networkProblem = usePlaygroundState((state) => state.networkProblem);
  const text = runStatusText({hasRun, run, networkProblem});
  return (
    <span className={styles.status} role="status">
      <span data-runs={run.runs}>{text}</span>
      {/* Changes with every run, so a run that logs what the last one did is still seen to have run. */}
      {text === 'Ran' && run.tookMs !== null && ` in ${Math.round(run.tookMs)} ms`}
    </span>
  );
}
