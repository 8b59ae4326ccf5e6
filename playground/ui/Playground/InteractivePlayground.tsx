import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {componentEntry, findEntry, seedFile, type PlaygroundFiles} from '../../core/files';
import {parseSeed} from '../../core/seed';
import {noNetworkControls, type NetworkControls as Controls} from '../../core/networkControls';
import {runnerRoute} from '../../runner/route';
import ConsolePanel from '../ConsolePanel';
import NetworkControls from '../NetworkControls';
import RequestLog from '../RequestLog';
import StorePanel from '../StorePanel';
import Problems from './Problems';
import ShareButton from './ShareButton';
import {useRunner} from './useRunner';
import styles from './styles.module.css';

export type InteractivePlaygroundProps = {
  files: PlaygroundFiles;
  exampleId: string;
  /** Docs examples run on load; code that came from a link waits for the reader's Run. */
  autoRun?: boolean;
  initialControls?: Controls;
  /** Embedded in a page: a link that opens the current state in the full-page playground. The full page: Copy link. */
  share?: 'open' | 'copy';
  /** Shown above the code, e.g. where the code came from. */
  notice?: ReactNode;
};

export default function InteractivePlayground({
  files: original,
  exampleId,
  autoRun = true,
  initialControls = noNetworkControls,
  share = 'open',
  notice,
}: InteractivePlaygroundProps): ReactNode {
  const [files, setFiles] = useState(original);
  const [activeFile, setActiveFile] = useState(() => findEntry(original));
  const frame = useRef<HTMLIFrameElement>(null);
  const {state, run} = useRunner(frame);
  const tabsId = useId();
  const runnerUrl = useBaseUrl(runnerRoute);
  const isComponent = componentEntry in files;

  const [controls, setControls] = useState<Controls>(initialControls);
  const lastValidSeed = useRef(original[seedFile]);
  const [selectedSnapshot, setSelectedSnapshot] = useState<number | null>(null);
  const [openRequest, setOpenRequest] = useState<string | null>(null);
  const [seedProblem, setSeedProblem] = useState<string | null>(null);

  /** Runs the files as edited, except a db.json that does not parse: the last valid one stays in use. */
  const runEdited = (edited: PlaygroundFiles, withControls: Controls) => {
    setSelectedSnapshot(null);
    setOpenRequest(null);
    const seed = edited[seedFile];
    if (seed === undefined) return run({files: edited, controls: withControls});
    try {
      parseSeed(seed);
      lastValidSeed.current = seed;
      setSeedProblem(null);
      run({files: edited, controls: withControls});
    } catch (error) {
      setSeedProblem(`${(error as Error).message}. The last valid data is still in use.`);
      run({files: {...edited, [seedFile]: lastValidSeed.current!}, controls: withControls});
    }
  };
  const [hasRun, setHasRun] = useState(autoRun);
  useEffect(() => {
    if (autoRun) run({files: original, controls: initialControls});
  }, [original, initialControls, autoRun, run]);
  const runNow = () => {
    setHasRun(true);
    runEdited(files, controls);
  };

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
          {!hasRun ? 'Not run yet' : state.status === 'running' ? 'Running…' : state.status === 'done' ? 'Ran' : 'Starting…'}
        </span>
        <ShareButton share={share} files={files} controls={controls} />
        <button type="button" className="button button--primary button--sm" onClick={runNow}>
          Run
        </button>
      </div>
      {notice}
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
            runNow();
          }
        }}
      />
      <NetworkControls
        routes={state.routes}
        controls={controls}
        onChange={(next) => {
          setControls(next);
          runEdited(files, next);
        }}
      />
      {seedProblem && (
        <p role="alert" className={styles.seedProblem}>
          {seedProblem}
        </p>
      )}
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
        <RequestLog
          entries={state.requests}
          snapshots={state.snapshots}
          open={openRequest}
          onToggle={setOpenRequest}
          onShowAction={setSelectedSnapshot}
        />
        <StorePanel
          snapshots={state.snapshots}
          requests={state.requests}
          selected={selectedSnapshot}
          onSelect={setSelectedSnapshot}
          onShowRequest={setOpenRequest}
        />
      </div>
      <ConsolePanel lines={state.console} />
    </div>
  );
}
