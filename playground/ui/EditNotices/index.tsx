import type {ReactNode} from 'react';
import {usePlayground, usePlaygroundState} from '../usePlayground';
import styles from './styles.module.css';

function day(time: number): string {
  return new Date(time).toLocaleDateString();
}

/** What the playground says about the reader's own edits: saved ones waiting for Run, older ones to restore, a Reset to undo. */
export default function EditNotices(): ReactNode {
  const {session} = usePlayground();
  const savedEdits = usePlaygroundState((state) => state.savedEdits);
  const hasRun = usePlaygroundState((state) => state.hasRun);
  const olderEdits = usePlaygroundState((state) => state.olderEdits);
  const undoReset = usePlaygroundState((state) => state.undoReset);
  const replacedBy = usePlaygroundState((state) => state.replacedBy);
  return (
    <>
      {savedEdits && !hasRun && (
        <p className={styles.savedNotice} role="note">
          Your edits from {day(savedEdits.savedAt)} are below. They run when you press <strong>Run</strong>: a page runs
          by itself only the code it shipped.
        </p>
      )}
      {olderEdits && (
        <div className={styles.savedNotice} role="note">
          <span>
            You edited an earlier version of this example (saved {day(olderEdits.savedAt)}). It has changed since, so
            the code below is the new version.
          </span>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => session.restoreOlderEdits()}>
            Restore my edits
          </button>
          <button type="button" className="button button--link button--sm" onClick={() => session.discardOlderEdits()}>
            Discard them
          </button>
        </div>
      )}
      {undoReset && (
        <div className={styles.savedNotice} role="status">
          <span>{replacedBy === 'solution' ? 'The solution replaced your code.' : 'Back to the original code.'}</span>
          <button type="button" className="button button--secondary button--sm" onClick={() => session.undoReset()}>
            {replacedBy === 'solution' ? 'Undo: my code back' : 'Undo reset'}
          </button>
        </div>
      )}
    </>
  );
}
