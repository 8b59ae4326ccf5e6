import {useEffect, useRef, useState, type ReactNode} from 'react';
import type {editor} from 'monaco-editor';
import type {PlaygroundFiles} from '../../core/files';
import {loadMonaco, type MonacoSetup} from '../Editor/load';
import {useEditorTheme} from '../Editor/useEditorTheme';
import styles from './styles.module.css';

function languageOf(file: string): string {
  return file.endsWith('.json') ? 'json' : 'typescript';
}

/** Narrower than this, the diff is one column (lines marked − and +). */
const inlineBelowPx = 700;

type Props = {
  /** The reader's files now. */
  current: PlaygroundFiles;
  solution: PlaygroundFiles;
  /** Names the diff's region for assistive technology. */
  label: string;
};

/**
 * The reader's code beside the solution, in Monaco's diff editor (loaded on
 * first use, as the code editor is), one file at a time: the files that
 * differ, entry first.
 */
export default function SolutionDiff({current, solution, label}: Props): ReactNode {
  const differing = Object.keys(current).filter((file) => file in solution && solution[file] !== current[file]);
  const [chosen, setChosen] = useState<string | null>(null);
  const file = chosen !== null && differing.includes(chosen) ? chosen : (differing[0] ?? null);
  // The diff's place exists only while some file differs: the editor is made again when it comes back.
  const anyDiffers = differing.length > 0;
  const host = useRef<HTMLDivElement>(null);
  const [setup, setSetup] = useState<MonacoSetup | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const diff = useRef<editor.IStandaloneDiffEditor | null>(null);
  useEditorTheme(setup);

  useEffect(() => {
    let cancelled = false;
    loadMonaco().then(
      (loaded) => !cancelled && setSetup(loaded),
      (error: unknown) => !cancelled && setLoadError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!setup || !host.current) return;
    const made = setup.monaco.editor.createDiffEditor(host.current, {
      readOnly: true,
      originalEditable: false,
      automaticLayout: true,
      // Side by side only where both sides fit; inline below that, also when the page narrows
      // later (a phone turned): two columns of code overflowed a 390 px screen.
      renderSideBySide: true,
      useInlineViewWhenSpaceIsLimited: true,
      renderSideBySideInlineBreakpoint: inlineBelowPx,
      // One column on a phone holds some 25 characters: long lines wrap instead of hiding their end,
      // and the overview ruler gives its width back.
      diffWordWrap: 'on',
      renderOverviewRuler: host.current.clientWidth >= inlineBelowPx,
      // Only the changed lines and a little around them: a step's change is a few lines of a long file.
      hideUnchangedRegions: {enabled: true, contextLineCount: 3, minimumLineCount: 3, revealLineCount: 10},
      minimap: {enabled: false},
      scrollBeyondLastLine: false,
      fontSize: 13,
      ariaLabel: label,
      originalAriaLabel: 'Your code',
      modifiedAriaLabel: 'The solution',
    });
    diff.current = made;
    return () => {
      const models = made.getModel();
      made.dispose();
      models?.original.dispose();
      models?.modified.dispose();
      diff.current = null;
    };
  }, [setup, label, anyDiffers]);

  useEffect(() => {
    const made = diff.current;
    if (!setup || !made || file === null) return;
    // A new diff editor (its place came back) has no models yet: `anyDiffers` makes this run for it too.
    const before = made.getModel();
    made.setModel({
      original: setup.monaco.editor.createModel(current[file], languageOf(file)),
      modified: setup.monaco.editor.createModel(solution[file], languageOf(file)),
    });
    before?.original.dispose();
    before?.modified.dispose();
  }, [setup, file, current, solution, anyDiffers]);

  if (!anyDiffers) return <p className={styles.same}>Your files are the solution&apos;s already.</p>;
  return (
    <div className={styles.diff}>
      <div className={styles.diffFiles} role="group" aria-label="Files that differ">
        {differing.map((name) => (
          <button
            key={name}
            type="button"
            className={`button button--sm ${name === file ? 'button--primary' : 'button--secondary'}`}
            aria-pressed={name === file}
            onClick={() => setChosen(name)}>
            {name}
          </button>
        ))}
        <span className={styles.diffLegend}>Lines marked − are your code, lines marked + the solution&apos;s.</span>
      </div>
      {loadError ? (
        <p role="alert">The diff did not load ({loadError}).</p>
      ) : (
        <div ref={host} className={styles.diffEditor} data-diff={setup ? 'ready' : 'loading'} />
      )}
    </div>
  );
}
