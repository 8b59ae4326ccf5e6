import {useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {componentEntry, findEntry, seedFile, type PlaygroundFiles} from '../../core/files';
import {parseSeed} from '../../core/seed';
import {noNetworkControls, type NetworkControls as Controls} from '../../core/networkControls';
import {guestAddress, networkRoute, runnerRoute} from '../../runner/route';
import ConsolePanel from '../ConsolePanel';
import CodeEditor, {type CodeEditorHandle, type TypeCheckState} from '../Editor';
import KeyboardHint from '../Editor/KeyboardHint';
import NetworkControls from '../NetworkControls';
import RequestLog from '../RequestLog';
import StorePanel from '../StorePanel';
import FileTabs from './FileTabs';
import {useFrameTurn} from './frameTurns';
import Problems from './Problems';
import {findSavedEdits, forgetEdits, hashFiles, saveEdits, type EditsPlace} from './savedEdits';
import ShareButton from './ShareButton';
import TypeCheckStatus from './TypeCheckStatus';
import {useRunAsYouType} from './useRunAsYouType';
import {pageTheme, useRunner} from './useRunner';
import styles from './styles.module.css';

export type InteractivePlaygroundProps = {
  files: PlaygroundFiles;
  exampleId: string;
  /**
   * Docs examples run on load; code that came from a link waits for the reader's Run, and so do
   * the reader's saved edits: a page runs by itself only the code it shipped.
   */
  autoRun?: boolean;
  /** The reader pressed Run before the playground took over from its shell. */
  runPressed?: boolean;
  initialControls?: Controls;
  /** Embedded in a page: a link that opens the current state in the full-page playground. The full page: Copy link. */
  share?: 'open' | 'copy';
  /** Shown above the code, e.g. where the code came from. */
  notice?: ReactNode;
  /** The tab shown first; the entry file unless the reader picked another before the playground loaded. */
  initialFile?: string;
};

/** The pause in typing after which the code runs by itself. */
const runAsYouTypeDelayMs = 600;

function sameFiles(a: PlaygroundFiles, b: PlaygroundFiles): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
}

export default function InteractivePlayground({
  files: original,
  exampleId,
  autoRun: shippedCodeRuns = true,
  runPressed = false,
  initialControls = noNetworkControls,
  share = 'open',
  notice,
  initialFile,
}: InteractivePlaygroundProps): ReactNode {
  const {pathname} = useLocation();
  const place: EditsPlace = useMemo(() => ({page: pathname, exampleId}), [pathname, exampleId]);
  const originalHash = useMemo(() => hashFiles(original), [original]);
  // Read at once (this component only renders in the browser): the reader's
  // saved edits of this version of the example are what the editor opens with.
  const [saved] = useState(() => findSavedEdits(place, originalHash));
  const [files, setFiles] = useState(() => saved.current?.files ?? original);
  const autoRun = runPressed || (shippedCodeRuns && !saved.current);
  const [olderEdits, setOlderEdits] = useState(() =>
    saved.older && !sameFiles(saved.older.files, saved.current?.files ?? original) ? saved.older : null,
  );
  // The files as of the latest edit, ahead of the last render when a key (Ctrl+Enter) follows a keystroke at once.
  const latestFiles = useRef(files);
  latestFiles.current = files;
  const [activeFile, setActiveFile] = useState<string>(() => initialFile ?? findEntry(original));
  const frame = useRef<HTMLIFrameElement>(null);
  const relayFrame = useRef<HTMLIFrameElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const frameTurn = useFrameTurn(root);
  const {state, run, guestKey, guestAttached} = useRunner(frame, relayFrame, frameTurn.booted);
  const tabsId = useId();
  const runnerUrl = useBaseUrl(runnerRoute);
  const relayUrl = useBaseUrl(networkRoute);
  // The colours as the guest loads, for its first paint; later changes reach it by message, not a reload.
  const guestUrl = useMemo(
    () => guestAddress(runnerUrl, {playground: tabsId, theme: pageTheme()}),
    [runnerUrl, tabsId, guestKey],
  );
  const isComponent = componentEntry in files;
  const editor = useRef<CodeEditorHandle>(null);
  const [typeCheck, setTypeCheck] = useState<TypeCheckState>({status: 'off'});
  const [tabMovesFocus, setTabMovesFocus] = useState(false);
  const [runAsYouType, setRunAsYouType] = useRunAsYouType();

  const [controls, setControls] = useState<Controls>(initialControls);
  // Read by a run-as-you-type run when its pause ends: the settings as of then, not as of the keystroke.
  const latestControls = useRef(controls);
  latestControls.current = controls;
  const lastValidSeed = useRef(original[seedFile]);
  const [selectedSnapshot, setSelectedSnapshot] = useState<number | null>(null);
  const [openRequest, setOpenRequest] = useState<string | null>(null);
  const [seedProblem, setSeedProblem] = useState<string | null>(null);

  /** The edits a Reset replaced, until the reader edits again. */
  const [undoReset, setUndoReset] = useState<PlaygroundFiles | null>(null);
  const edited = !sameFiles(files, original);

  /** Runs the files as edited, except a db.json that does not parse: the last valid one stays in use. */
  const runEdited = useCallback(
    (edited: PlaygroundFiles, withControls: Controls) => {
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
    },
    [run],
  );
  const [hasRun, setHasRun] = useState(autoRun);
  // Once true, stays true: later runs never hold the editor back.
  const [firstRunOver, setFirstRunOver] = useState(!autoRun);
  if (!firstRunOver && (state.status === 'done' || state.problems.length > 0)) setFirstRunOver(true);
  useEffect(() => {
    // A run that never reports (its frame did not load) holds the editor back no longer than this.
    const timer = window.setTimeout(() => setFirstRunOver(true), 3000);
    return () => window.clearTimeout(timer);
  }, []);

  // Keyed by the hash: MDX passes an equal but new `files` object whenever the page renders.
  useEffect(() => {
    if (autoRun) runEdited(latestFiles.current, initialControls);
  }, [originalHash, initialControls, autoRun, runEdited]);

  const pendingRun = useRef<number | undefined>(undefined);
  const runNow = (withFiles = latestFiles.current) => {
    window.clearTimeout(pendingRun.current);
    setHasRun(true);
    runEdited(withFiles, latestControls.current);
  };

  /** Files changed by a button (Reset, Restore, Undo): shown, saved and run at once. */
  const replaceFiles = (next: PlaygroundFiles) => {
    latestFiles.current = next;
    setFiles(next);
    saveEdits(place, originalHash, sameFiles(next, original) ? null : next);
    runNow(next);
  };

  const onEdit = (file: string, source: string) => {
    const next = {...latestFiles.current, [file]: source};
    latestFiles.current = next;
    setFiles(next);
    setUndoReset(null);
    saveEdits(place, originalHash, sameFiles(next, original) ? null : next);
    window.clearTimeout(pendingRun.current);
    if (runAsYouType && hasRun) {
      pendingRun.current = window.setTimeout(() => runEdited(latestFiles.current, latestControls.current), runAsYouTypeDelayMs);
    }
  };
  useEffect(() => () => window.clearTimeout(pendingRun.current), []);

  const errorCounts: Record<string, number> = {};
  if (typeCheck.status === 'done') {
    for (const error of typeCheck.errors) errorCounts[error.file] = (errorCounts[error.file] ?? 0) + 1;
  }
  return (
    <div ref={root} className={styles.playground} data-example={exampleId}>
      <div className={styles.toolbar}>
        <FileTabs
          files={Object.keys(files)}
          active={activeFile}
          onSelect={setActiveFile}
          idPrefix={tabsId}
          errorCounts={errorCounts}
        />
        {edited && (
          <>
            <span className={styles.edited}>Edited</span>
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => {
                setUndoReset(files);
                replaceFiles(original);
              }}>
              Reset
            </button>
          </>
        )}
        <button type="button" className="button button--primary button--sm" onClick={() => runNow()}>
          Run
        </button>
      </div>
      {notice}
      {saved.current && !hasRun && (
        <p className={styles.savedNotice} role="note">
          Your edits from {new Date(saved.current.savedAt).toLocaleDateString()} are below. They run when you press{' '}
          <strong>Run</strong>: a page runs by itself only the code it shipped.
        </p>
      )}
      {olderEdits && (
        <div className={styles.savedNotice} role="note">
          <span>
            You edited an earlier version of this example (saved {new Date(olderEdits.savedAt).toLocaleDateString()}). It has
            changed since, so the code below is the new version.
          </span>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => {
              forgetEdits(olderEdits.key);
              setOlderEdits(null);
              replaceFiles(olderEdits.files);
            }}>
            Restore my edits
          </button>
          <button
            type="button"
            className="button button--link button--sm"
            onClick={() => {
              forgetEdits(olderEdits.key);
              setOlderEdits(null);
            }}>
            Discard them
          </button>
        </div>
      )}
      {undoReset && (
        <div className={styles.savedNotice} role="status">
          <span>Back to the original code.</span>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => {
              setUndoReset(null);
              replaceFiles(undoReset);
            }}>
            Undo reset
          </button>
        </div>
      )}
      <CodeEditor
        ref={editor}
        files={files}
        activeFile={activeFile}
        exampleId={exampleId}
        id={`${tabsId}-editor`}
        labelledBy={`${tabsId}-${activeFile}`}
        describedBy={`${tabsId}-keys`}
        onEdit={onEdit}
        onRun={() => runNow()}
        problems={state.problems}
        onTypeCheck={setTypeCheck}
        onTabModeChange={setTabMovesFocus}
        mayLoadWhenNear={firstRunOver}
      />
      <div className={styles.statusBar}>
        <TypeCheckStatus
          state={typeCheck}
          onShow={(error) => {
            setActiveFile(error.file);
            // After the tab switch has reached the editor.
            window.requestAnimationFrame(() => editor.current?.reveal(error));
          }}
        />
        <label className={styles.runAsYouType}>
          <input type="checkbox" checked={runAsYouType} onChange={(event) => setRunAsYouType(event.target.checked)} />
          Run as I type
        </label>
        <span className={styles.status} aria-live="polite">
          <span data-runs={state.runs}>
            {!hasRun
              ? 'Not run yet'
              : state.status === 'running'
                ? 'Running…'
                : state.status === 'done'
                  ? 'Ran'
                  : state.networkProblem
                    ? 'No mock network'
                    : 'Starting…'}
          </span>
          {/* Changes with every run, so a run that logs what the last one did is still seen to have run. */}
          {hasRun && state.status === 'done' && state.tookMs !== null && ` in ${Math.round(state.tookMs)} ms`}
        </span>
        <KeyboardHint id={`${tabsId}-keys`} className={styles.keysHint} tabMovesFocus={tabMovesFocus} />
        <ShareButton share={share} files={files} controls={controls} />
      </div>
      <NetworkControls
        routes={state.routes}
        controls={controls}
        onChange={(next) => {
          // This run has the latest edits too: a run-as-you-type run still waiting would only repeat it.
          window.clearTimeout(pendingRun.current);
          latestControls.current = next;
          setControls(next);
          runEdited(latestFiles.current, next);
        }}
      />
      {seedProblem && (
        <p role="alert" className={styles.seedProblem}>
          {seedProblem}
        </p>
      )}
      {state.networkProblem && (
        <p role="alert" className={styles.seedProblem}>
          {state.networkProblem}
        </p>
      )}
      <Problems problems={state.problems} />
      <section
        aria-label={`Preview of ${exampleId}`}
        className={isComponent ? styles.preview : styles.hiddenPreview}
        hidden={!isComponent}>
        {/* No allow-same-origin: the frame's origin is opaque, so it cannot reach this page, its storage or the tab. */}
        {guestAttached && (
          <iframe
            key={guestKey}
            ref={frame}
            sandbox="allow-scripts allow-forms"
            src={frameTurn.mayLoad ? guestUrl : undefined}
            title={`Preview of ${exampleId}`}
            style={{height: isComponent ? Math.max(48, state.previewHeight) : 0}}
          />
        )}
        {createPortal(
          <iframe
            ref={relayFrame}
            src={frameTurn.mayLoad ? relayUrl : undefined}
            title={`Network of ${exampleId}`}
            hidden
            tabIndex={-1}
            aria-hidden
          />,
          document.body,
        )}
      </section>
      <div className={styles.panels}>
        <RequestLog
          exampleId={exampleId}
          entries={state.requests}
          snapshots={state.snapshots}
          open={openRequest}
          onToggle={setOpenRequest}
          onShowAction={setSelectedSnapshot}
        />
        <StorePanel
          exampleId={exampleId}
          snapshots={state.snapshots}
          requests={state.requests}
          selected={selectedSnapshot}
          onSelect={setSelectedSnapshot}
          onShowRequest={setOpenRequest}
        />
      </div>
      <ConsolePanel lines={state.console} exampleId={exampleId} />
    </div>
  );
}
