import type {ReactNode} from 'react';
import FileTabs from '@theme/Playground/FileTabs';
import {usePlayground, usePlaygroundState} from '../usePlayground';
import {errorCountsByFile} from './errorCounts';
import FileActions from './FileActions';
import styles from './styles.module.css';

/**
 * The file tabs; what acts on the file shown: Copy, and Format (a code file);
 * and what acts on all the files: Reset (once edited) and Run.
 */
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
      <FileActions file={activeFile} source={files[activeFile] ?? ''} onFormat={() => session.format()} />
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
