import {useId, type ReactNode} from 'react';
import {codeAreaClass, codeAreaStyle} from '../Editor/codeArea';
import HighlightedCode from '../Editor/HighlightedCode';
import type {PlaygroundFiles} from '../../core/files';
import FileTabs from '@theme/Playground/FileTabs';
// The parts' styles only: their components (and what they import) load with the interactive playground.
import statusBarStyles from '../StatusBar/styles.module.css';
import toolbarStyles from '../Toolbar/styles.module.css';
import styles from './styles.module.css';

/**
 * Without JavaScript the tabs cannot switch and nothing runs: every file is
 * shown, under its name, and the status says why nothing ran. A style in a
 * `<noscript>`, so it applies only then.
 */
const withoutScript = `<style>
[data-shell] [role=tablist], [data-shell] [data-shell-run], [data-shell] [data-shell-status] { display: none; }
[data-shell] [role=tabpanel][hidden] { display: block; }
[data-shell] [role=tabpanel]::before { content: attr(data-file); display: block; padding: 0.25rem 0.5rem 0; font-size: 0.8rem; font-weight: 600; }
[data-shell] [data-shell-no-script] { display: inline; }
</style>`;

/**
 * The playground as the server renders it and as it stands until its code has
 * loaded: the same toolbar, tabs and code area as the interactive playground,
 * so nothing above the panels moves when that takes over. Every file is in
 * the HTML; the tabs switch between them.
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
}: {
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
}): ReactNode {
  const tabsId = useId();
  return (
    <div className={styles.playground} data-example={exampleId} data-shell="">
      <noscript dangerouslySetInnerHTML={{__html: withoutScript}} />
      <div className={toolbarStyles.toolbar}>
        <FileTabs files={Object.keys(files)} active={activeFile} onSelect={onSelectFile} idPrefix={tabsId} />
        <button type="button" className="button button--primary button--sm" onClick={onRun} data-shell-run="" data-focus="run">
          Run
        </button>
      </div>
      {notice}
      {Object.entries(files).map(([file, source]) => (
        <div
          key={file}
          id={file === activeFile ? `${tabsId}-editor` : undefined}
          role="tabpanel"
          aria-labelledby={`${tabsId}-${file}`}
          hidden={file !== activeFile}
          data-file={file}
          data-focus={file === activeFile ? 'code' : undefined}
          className={codeAreaClass}
          style={codeAreaStyle}>
          <HighlightedCode file={file} source={source} />
        </div>
      ))}
      <div className={statusBarStyles.statusBar}>
        {problem ? (
          <span role="alert">The playground did not load ({problem}). Reload the page to try again.</span>
        ) : (
          <span className={statusBarStyles.status} role="status" data-shell-status="">
            {autoRun ? 'Starting…' : 'Not run yet'}
          </span>
        )}
        <span data-shell-no-script="" hidden>
          This example runs in the browser: turn on JavaScript to run it and see its requests and store.
        </span>
      </div>
    </div>
  );
}
