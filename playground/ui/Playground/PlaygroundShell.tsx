import {createRef, useId, useState, type ReactNode} from 'react';
import {codeAreaClass, codeAreaStyle} from '../Editor/codeArea';
import HighlightedCode from '../Editor/HighlightedCode';
import {componentEntry, type PlaygroundFiles} from '../../core/files';
import type {NetworkSettings} from '../../core/networkSettings';
import {isRecordedRun, type RecordedRun, type Unrecorded} from '../../core/recorded';
import {guestTitle} from '../../guest/route';
import FileTabs from '@theme/Playground/FileTabs';
import Layout from '@theme/Playground/Layout';
import type {Task} from '../../core/tasks';
import {PlaygroundContext, type PlaygroundContextValue, type StepSolution} from '../usePlayground';
import {recordedStatus} from '../StatusBar/runStatusText';
import {shellSession} from './shellSession';
import {pageHydrating} from '../pageHydration';
// The toolbar's, status bar's and preview's styles only: those parts' components (and what
// they import: the share button, the frames) load with the interactive playground.
import previewStyles from '../Preview/styles.module.css';
import RecordedPreview from '../Preview/RecordedPreview';
import statusBarStyles from '../StatusBar/styles.module.css';
import toolbarStyles from '../Toolbar/styles.module.css';
import FileActions from '../Toolbar/FileActions';
import styles from './styles.module.css';

/**
 * Without JavaScript the tabs cannot switch and nothing runs: every file is
 * shown, under its name, and the status says why nothing ran. A style in a
 * `<noscript>`, so it applies only then.
 */
const withoutScript = `<style>
[data-shell] [role=tablist], [data-shell] [data-shell-run], [data-shell] [data-shell-status] { display: none; }
[data-shell] [role=tabpanel][hidden] { display: block; }
[data-shell] [role=tabpanel]::before { content: attr(data-file); display: block; padding: 0.25rem 0.5rem 0; font-size: 0.8125rem; font-weight: 600; }
[data-shell] [data-shell-no-script] { display: inline; }
[data-shell] [data-task-actions] button, [data-shell] [data-task-status], [data-shell] [data-console-clear], [data-shell] [data-file-actions], [data-shell] [data-to-output] { display: none; }
</style>`;

/**
 * A code area whose highlighted code the server rendered, as it hydrates:
 * React leaves what an element with `dangerouslySetInnerHTML` holds as it is
 * (and, with the same empty HTML on every render, never rewrites it). The
 * most elements of a playground page are its code's; hydrating them, and
 * highlighting every file again to do it, held up the page's first live run.
 */
const serverCode = {dangerouslySetInnerHTML: {__html: ''}, suppressHydrationWarning: true} as const;

export type ShellProps = {
  files: PlaygroundFiles;
  exampleId: string;
  activeFile: string;
  onSelectFile(file: string): void;
  /** A Run pressed now is carried out as soon as the playground can run. */
  onRun(): void;
  /** Whether the playground will run by itself once loaded (docs examples), or waits for Run (code from a link). */
  autoRun: boolean;
  notice?: ReactNode;
  /** Why the playground could not start, if it could not. */
  problem: string | null;
  initialNetwork?: NetworkSettings;
  /** The example's run as the build recorded it, or why there is none. */
  recorded?: RecordedRun | Unrecorded;
  /** A tutorial step's tasks: shown as "Not yet" until the playground runs. */
  tasks?: Task[];
  solution?: StepSolution;
};

/** What a reader without JavaScript reads in place of the status. */
function noScriptNote(recorded: ShellProps['recorded']): string {
  if (isRecordedRun(recorded)) {
    return `${recordedStatus}: its requests, store and console are below. Turn on JavaScript to run it live and edit it.`;
  }
  const why = recorded ? ` (it was not recorded when the site was built: ${recorded.unrecorded})` : '';
  return `This example runs in the browser${why}: turn on JavaScript to run it and see its requests and store.`;
}

/**
 * The playground as the server renders it and as it stands until its code has
 * loaded: the same `Layout` as the interactive playground, with the tabs,
 * code area and status of its own, so nothing moves when that takes over. Every file is in the
 * HTML; the tabs switch between them. The panels show the run the build
 * recorded (from a session that never runs), marked as such, and work: rows
 * open, store steps can be chosen.
 */
export default function PlaygroundShell({
  files,
  exampleId,
  activeFile,
  onSelectFile,
  onRun,
  autoRun,
  notice,
  problem,
  initialNetwork,
  recorded,
  tasks,
  solution,
}: ShellProps): ReactNode {
  const tabsId = useId();
  const [context] = useState<PlaygroundContextValue>(() => ({
    session: shellSession({files, exampleId, network: initialNetwork, recorded, activeFile}),
    exampleId,
    idPrefix: tabsId,
    frames: {guest: () => {}, relay: createRef(), early: null},
    tasks:
      tasks && solution ? {list: tasks, solution, openSolution: null, linkProblem: null, fromLink: false} : undefined,
  }));
  // Hydrating, the code is in the page already: left as the server rendered it (`serverCode`).
  const [codeInPage] = useState(pageHydrating);
  const shown = context.session.state.run.recorded !== null;
  return (
    <PlaygroundContext.Provider value={context}>
      <div className={styles.playground} data-example={exampleId} data-shell="">
        <noscript dangerouslySetInnerHTML={{__html: withoutScript}} />
        <Layout
          toolbar={
            <div className={toolbarStyles.toolbar}>
              <FileTabs files={Object.keys(files)} active={activeFile} onSelect={onSelectFile} idPrefix={tabsId} />
              <FileActions file={activeFile} source={files[activeFile] ?? ''} />
              <button
                type="button"
                className="button button--primary button--sm"
                onClick={onRun}
                data-shell-run=""
                data-focus="run">
                Run
              </button>
            </div>
          }
          notices={notice}
          code={Object.entries(files).map(([file, source]) => (
            <div
              key={file}
              id={file === activeFile ? `${tabsId}-editor` : undefined}
              role="tabpanel"
              aria-labelledby={`${tabsId}-${file}`}
              hidden={file !== activeFile}
              data-file={file}
              data-focus={file === activeFile ? 'code' : undefined}
              className={codeAreaClass}
              style={codeAreaStyle}
              {...(codeInPage ? serverCode : {children: <HighlightedCode file={file} source={source} />})}
            />
          ))}
          status={
            <div className={statusBarStyles.statusBar}>
              {problem ? (
                <span role="alert">The playground did not load ({problem}). Reload the page to try again.</span>
              ) : (
                <span className={statusBarStyles.status} role="status" data-shell-status="">
                  {shown ? recordedStatus : autoRun ? 'Starting…' : 'Not run yet'}
                </span>
              )}
              <span data-shell-no-script="" hidden>
                {noScriptNote(recorded)}
              </span>
            </div>
          }
          preview={
            // A component's preview as the build recorded it, in the place the live one takes.
            componentEntry in files && (
              <section aria-label={guestTitle(exampleId)} className={previewStyles.preview}>
                <RecordedPreview preview={context.session.state.run.recorded?.preview} />
              </section>
            )
          }
        />
      </div>
    </PlaygroundContext.Provider>
  );
}
