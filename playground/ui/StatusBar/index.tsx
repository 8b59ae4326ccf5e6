import type {ReactNode} from 'react';
import ExportButton from '@theme/Playground/ExportButton';
import ShareButton from '@theme/Playground/ShareButton';
import {usePlayground, usePlaygroundState} from '../usePlayground';
import KeyboardHint from './KeyboardHint';
import RunStatus from './RunStatus';
import TypeCheckStatus from './TypeCheckStatus';
import styles from './styles.module.css';

/** Under the code: the type check, run-as-you-type, the run's status, the editor's keys, and the ways to share and take it home. */
export default function StatusBar({share}: {share: 'open' | 'copy'}): ReactNode {
  const {session, idPrefix} = usePlayground();
  const runAsYouType = usePlaygroundState((state) => state.runAsYouType);
  const tabMovesFocus = usePlaygroundState((state) => state.tabMovesFocus);
  return (
    <div className={styles.statusBar}>
      <TypeCheckStatus />
      <label className={styles.runAsYouType}>
        <input
          type="checkbox"
          checked={runAsYouType}
          onChange={(event) => session.setRunAsYouType(event.target.checked)}
        />
        Run as I type
      </label>
      <RunStatus />
      <KeyboardHint id={`${idPrefix}-keys`} className={styles.keysHint} tabMovesFocus={tabMovesFocus} />
      <span className={styles.takeAway}>
        <ShareButton share={share} />
        <ExportButton />
      </span>
    </div>
  );
}
