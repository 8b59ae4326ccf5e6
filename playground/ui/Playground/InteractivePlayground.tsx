import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {componentEntry, findEntry, type PlaygroundFiles} from '../../core/files';
import {runnerRoute} from '../../runner/route';
import ConsolePanel from '../ConsolePanel';
import RequestLog from '../RequestLog';
import StorePanel from '../StorePanel';
import Problems from './Problems';
import {useRunner} from './useRunner';
import styles from './styles.module.css';

type Props = {files: PlaygroundFiles; exampleId: string};

export default function InteractivePlayground({files: original, exampleId}: Props): ReactNode {
  const [files, setFiles] = useState(original);
  const [activeFile, setActiveFile] = useState(() => findEntry(original));
  const frame = useRef<HTMLIFrameElement>(null);
  const {state, run} = useRunner(frame);
  const tabsId = useId();
  const runnerUrl = useBaseUrl(runnerRoute);
  const isComponent = componentEntry in files;

  useEffect(() => {
    run(original);
  }, [original, run]);

  const fileNames = Object.keys(files);
  return (
    <div className={styles.playground} data-example={exampleId}>
      <div className={styles.toolbar}>
        <div role="tablist" aria-label="Files" className={styles.tabs}>
          {fileNames.map((file) => (
            <button
              key={file}
              type="button"
              role="tab"
              id={`${tabsId}-${file}`}
              aria-selected={file === activeFile}
              aria-controls={`${tabsId}-editor`}
              className={styles.tab}
              onClick={() => setActiveFile(file as typeof activeFile)}>
              {file}
            </button>
          ))}
        </div>
        <span className={styles.status} aria-live="polite">
          {state.status === 'running' ? 'Running…' : state.status === 'done' ? 'Ran' : 'Starting…'}
        </span>
        <button type="button" className="button button--primary button--sm" onClick={() => run(files)}>
          Run
        </button>
      </div>
      <textarea
        id={`${tabsId}-editor`}
        role="tabpanel"
        aria-labelledby={`${tabsId}-${activeFile}`}
        className={styles.editor}
        spellCheck={false}
        value={files[activeFile]}
        rows={Math.min(30, Math.max(6, (files[activeFile] ?? '').split('\n').length + 1))}
        onChange={(event) => setFiles({...files, [activeFile]: event.target.value})}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            run(files);
          }
        }}
      />
      <Problems problems={state.problems} />
      <section
        aria-label="Preview"
        className={isComponent ? styles.preview : styles.hiddenPreview}
        hidden={!isComponent}>
        <iframe
          ref={frame}
          src={`${runnerUrl}?playground=${encodeURIComponent(tabsId)}`}
          title={`Preview of ${exampleId}`}
          style={{height: isComponent ? Math.max(48, state.previewHeight) : 0}}
        />
      </section>
      <div className={styles.panels}>
        <RequestLog entries={state.requests} />
        <StorePanel snapshots={state.snapshots} />
      </div>
      <ConsolePanel lines={state.console} />
    </div>
  );
}
