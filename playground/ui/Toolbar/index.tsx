import type {ReactNode} from 'react';
import FileTabs from '@theme/Playground/FileTabs';
import {usePlayground, usePlaygroundState} from '../usePlayground';
import {errorCountsByFile} from './errorCounts';
import styles from './styles.module.css';

/** The file tabs, and what acts on all the files: Reset (once edited) and Run. */
export default function Toolbar(): ReactNode {
  const {session, idPrefix} = usePlayground();
  const files = usePlaygroundState((state) => state.files);
  const activeFile = usePlaygroundState((state) => state.activeFile);
  const edited = usePlaygroundState((state) => state.edited);
  const typeCheck = usePlaygroundState((state) => state.typeCheck);
  return (
    <div className={styles.toolbar}>
      <FileTabs
        files={Object.keys(files)}
        active={activeFile}
        onSelect={(file) => session.showFile(file)}
        idPrefix={idPrefix}
        errorCounts={errorCountsByFile(typeCheck)}
      />
      {edited && (
        <>
          <span className={styles.edited}>Edited</span>
          <button type="button" className="button button--secondary button--sm" onClick={() => session.reset()}>
            Reset
          </button>
        </>
      )}
      <button
        type="button"
        className="button button--primary button--sm"
        onClick={() => session.run()}
        data-focus="run">
        Run
      </button>
    </div>
  );
}
