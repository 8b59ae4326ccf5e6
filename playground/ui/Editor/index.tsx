import {forwardRef, useEffect, useImperativeHandle, useRef, useState} from 'react';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import type {editor as MonacoEditor, IDisposable} from 'monaco-editor/editor';
import {fileKind, type FileKind, type PlaygroundFiles} from '../../core/files';
import type {RunProblem} from '../../runner/protocol';
import {codeAreaStyle, editorMetrics, gutterColors} from './codeArea';
import HighlightedCode from './HighlightedCode';
import {editorKeys, leaveOnEscapeThenTab} from './keys';
import {wrapCharacters} from './wrapping';
import {loadMonaco, type MonacoSetup} from './load';
import {typeCheck, type TypeProblem} from './typeCheck';
import {useNearViewport} from './useNearViewport';
import styles from './styles.module.css';

/** Start loading Monaco this far before a playground scrolls into view. */
const loadAhead = '600px';
/** Pause after the last keystroke before the files are type-checked again. */
const typeCheckDelayMs = 300;

export type TypeCheckState = {status: 'off'} | {status: 'checking'} | {status: 'done'; errors: TypeProblem[]};

export type RevealRequest = {file: string; line: number; column: number};

export type CodeEditorHandle = {
  /** Puts the cursor at a place in the active file and shows what is wrong there. */
  reveal(request: RevealRequest): void;
};

type CodeEditorProps = {
  files: PlaygroundFiles;
  activeFile: string;
  /** Names this playground's files in the language service: file:///<exampleId>/main.ts. */
  exampleId: string;
  /** The tab panel's id, and the tab that labels it. */
  id: string;
  labelledBy: string;
  /** What the keys do in the editor (KeyboardHint), told before focus enters it. */
  describedBy: string;
  /** Called for the reader's own edits only, not when `files` changes from outside. */
  onEdit(file: string, source: string): void;
  onRun(): void;
  /** The latest run's errors, marked at their line. */
  problems: RunProblem[];
  onTypeCheck(state: TypeCheckState): void;
  /**
   * Whether Tab moves focus out of the editor (KeyboardHint): told when the
   * editor first has focus, and whenever the reader toggles it.
   */
  onTabModeChange(tabMovesFocus: boolean): void;
  /**
   * False while the playground's first run is under way: Monaco, a few MB of
   * script, then waits to load until that run has shown its result, since
   * the run's frame shares the page's main thread. Focus or a click on the
   * code loads it at once.
   */
  mayLoadWhenNear: boolean;
};

/** Monaco's language for each kind of file (TypeScript's service checks .ts and .tsx alike). */
const monacoLanguages: Record<FileKind, string> = {ts: 'typescript', tsx: 'typescript', json: 'json', text: 'plaintext'};

function languageOf(file: string): string {
  return monacoLanguages[fileKind(file)];
}

/** A JSON file as the TypeScript module the compiler would make of it (`any` while it does not parse). */
function jsonModuleSource(json: string): string {
  try {
    JSON.parse(json);
    return `const data = ${json};\nexport default data;\n`;
  } catch {
    return 'declare const data: any;\nexport default data;\n';
  }
}

/** Monaco's name for its text box, which a screen reader reads as focus enters: it says how to leave, too. */
function editorLabel(file: string): string {
  return `${file}: code editor. Esc then Tab leaves it`;
}

/** Directories in the language service's file system that a mounted playground uses. */
const directoriesInUse = new Set<string>();

/** A directory of its own for this playground's models, even when one example shows twice on a page. */
function claimDirectory(exampleId: string): string {
  let directory = exampleId;
  for (let copy = 2; directoriesInUse.has(directory); copy += 1) directory = `${exampleId}-${copy}`;
  directoriesInUse.add(directory);
  return directory;
}


type Mounted = {
  setup: MonacoSetup;
  editor: MonacoEditor.IStandaloneCodeEditor;
  models: Map<string, MonacoEditor.ITextModel>;
};

/**
 * The code of the active file: highlighted text first (server-rendered, and
 * readable before any script runs), then Monaco on top of it once the
 * playground nears the viewport or takes focus. Monaco type-checks every file
 * of the playground with the real declaration files of its packages.
 */
const CodeEditor = forwardRef<CodeEditorHandle, CodeEditorProps>(function CodeEditor(
  {files, activeFile, exampleId, id, labelledBy, describedBy, onEdit, onRun, problems, onTypeCheck, onTabModeChange, mayLoadWhenNear},
  handle,
) {
  const area = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const near = useNearViewport(area, loadAhead);
  const [wanted, setWanted] = useState(false);
  const [setup, setSetup] = useState<MonacoSetup | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [mounted, setMounted] = useState<Mounted | null>(null);
  const [contentHeight, setContentHeight] = useState<number | null>(null);
  const {colorMode} = useColorMode();
  const {prism} = useThemeConfig();

  // Read by Monaco's listeners, which live as long as the editor does.
  const latest = useRef({files, activeFile, onEdit, onRun, onTypeCheck, onTabModeChange});
  latest.current = {files, activeFile, onEdit, onRun, onTypeCheck, onTabModeChange};
  /** Set while the editor is mounted: brings its models up to date with `files` changed from outside (Reset, Restore). */
  const applyFilesRef = useRef<((files: PlaygroundFiles) => void) | null>(null);

  useEffect(() => {
    if (!((near && mayLoadWhenNear) || wanted) || setup) return;
    let cancelled = false;
    loadMonaco().then(
      (loaded) => !cancelled && setSetup(loaded),
      (error: unknown) => !cancelled && setLoadError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [near, mayLoadWhenNear, wanted, setup]);

  useEffect(() => {
    if (!setup || !host.current || !area.current) return;
    const {monaco} = setup;
    const background = (theme: typeof prism.theme) => String(theme.plain.backgroundColor ?? '');
    setup.defineEditorThemes({
      background: {light: background(prism.theme), dark: background(prism.darkTheme ?? prism.theme)},
      gutter: gutterColors,
    });

    const directory = claimDirectory(exampleId);
    const models = new Map(
      Object.entries(latest.current.files).map(([file, source]) => [
        file,
        monaco.editor.createModel(source, languageOf(file), monaco.Uri.parse(`file:///${directory}/${file}`)),
      ]),
    );
    // TypeScript never sees a JSON model: `import db from './db.json'` resolves
    // to a hidden `db.json.ts` holding the same data, kept in step below.
    const jsonModules = new Map(
      [...models]
        .filter(([file]) => file.endsWith('.json'))
        .map(([file, model]) => [
          file,
          monaco.editor.createModel(jsonModuleSource(model.getValue()), 'typescript', monaco.Uri.parse(`file:///${directory}/${file}.ts`)),
        ]),
    );
    const hadFocus = area.current.contains(document.activeElement);
    const {fontSize, lineHeight, paddingY, gutterDigits, gutterGap} = editorMetrics;
    const editor = monaco.editor.create(host.current, {
      model: models.get(latest.current.activeFile) ?? null,
      ariaLabel: editorLabel(latest.current.activeFile),
      fontFamily: getComputedStyle(area.current).fontFamily,
      fontSize,
      lineHeight,
      padding: {top: paddingY, bottom: paddingY},
      lineNumbersMinChars: gutterDigits,
      lineDecorationsWidth: gutterGap,
      glyphMargin: false,
      folding: false,
      minimap: {enabled: false},
      scrollBeyondLastLine: false,
      overviewRulerLanes: 0,
      overviewRulerBorder: false,
      hideCursorInOverviewRuler: true,
      renderLineHighlightOnlyWhenFocus: true,
      // The last, empty line's number as the others, not dimmed (as the highlighted code shows it).
      renderFinalNewline: 'on',
      stickyScroll: {enabled: false},
      // As tall as its code and wrapped to its width, as the highlighted code was:
      // no scrollbars, and the wheel scrolls the page.
      wordWrap: 'on',
      wrappingStrategy: 'simple',
      wordWrapBreakBeforeCharacters: wrapCharacters.before,
      wordWrapBreakAfterCharacters: wrapCharacters.after,
      wrappingIndent: 'same',
      scrollbar: {vertical: 'hidden', horizontal: 'hidden', verticalScrollbarSize: 0, alwaysConsumeMouseWheel: false},
      // Hovers and suggestions may reach past a short editor.
      fixedOverflowWidgets: true,
      automaticLayout: true,
      tabSize: 2,
    });
    editor.addAction({
      id: 'playground.run',
      label: 'Run the playground',
      keybindings: [monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter],
      run: () => latest.current.onRun(),
    });
    // Monaco's own "Toggle Tab Key Moves Focus" is a workbench action (Action2),
    // which the standalone editor never binds: Ctrl+M did nothing and Tab trapped focus.
    const {KeyMod, KeyCode} = monaco;
    editor.addAction({
      id: 'playground.toggleTabFocus',
      label: 'Toggle Tab Key Moves Focus',
      keybindings: [editorKeys().isMac ? KeyMod.WinCtrl | KeyMod.Shift | KeyCode.KeyM : KeyMod.CtrlCmd | KeyCode.KeyM],
      run: () => editor.updateOptions({tabFocusMode: !editor.getOption(monaco.editor.EditorOption.tabFocusMode)}),
    });

    let checkRun = 0;
    let checkTimer: number | undefined;
    const check = () => {
      const run = ++checkRun;
      const all = [...models].map(([file, model]) => ({file, model}));
      typeCheck(setup, all, () => run === checkRun).then(
        (errors) => errors && latest.current.onTypeCheck({status: 'done', errors}),
        () => latest.current.onTypeCheck({status: 'off'}),
      );
    };
    const reportTabMode = () => latest.current.onTabModeChange(editor.getOption(monaco.editor.EditorOption.tabFocusMode));
    let applyingFiles = false;
    // The texts the editor told the page a file holds, that the page has not
    // yet handed back as `files`. A `files` prop among them is the page
    // catching up with typing (which may be further on by now), not a new text
    // to put in: applying it would drop the keys typed since, as happened on
    // a busy machine.
    const reported = new Map<string, string[]>([...models].map(([file]) => [file, []]));
    const subscriptions: IDisposable[] = [...models].map(([file, model]) =>
      model.onDidChangeContent(() => {
        const text = model.getValue();
        if (!applyingFiles) {
          const queue = reported.get(file)!;
          queue.push(text);
          if (queue.length > 100) queue.shift();
          latest.current.onEdit(file, text);
        }
        jsonModules.get(file)?.setValue(jsonModuleSource(text));
        window.clearTimeout(checkTimer);
        checkTimer = window.setTimeout(check, typeCheckDelayMs);
      }),
    );
    subscriptions.push(
      leaveOnEscapeThenTab(editor, KeyCode),
      editor.onDidContentSizeChange((event) => setContentHeight(event.contentHeight)),
      editor.onDidFocusEditorText(reportTabMode),
      editor.onDidChangeConfiguration((event) => {
        if (event.hasChanged(monaco.editor.EditorOption.tabFocusMode)) reportTabMode();
      }),
    );
    setContentHeight(editor.getContentHeight());
    latest.current.onTypeCheck({status: 'checking'});
    check();
    if (hadFocus) editor.focus();

    applyFilesRef.current = (next) => {
      applyingFiles = true;
      try {
        for (const [file, model] of models) {
          const source = next[file];
          const queue = reported.get(file)!;
          const echoed = source === undefined ? -1 : queue.indexOf(source);
          if (echoed >= 0) {
            queue.splice(0, echoed + 1);
            continue;
          }
          if (source === undefined || source === model.getValue()) continue;
          queue.length = 0;
          // An edit rather than setValue: the reader can undo a Reset with Ctrl+Z.
          model.pushEditOperations([], [{range: model.getFullModelRange(), text: source}], () => null);
        }
      } finally {
        applyingFiles = false;
      }
    };
    setMounted({setup, editor, models});
    return () => {
      checkRun += 1;
      window.clearTimeout(checkTimer);
      applyFilesRef.current = null;
      subscriptions.forEach((subscription) => subscription.dispose());
      editor.dispose();
      models.forEach((model) => model.dispose());
      jsonModules.forEach((model) => model.dispose());
      directoriesInUse.delete(directory);
      setMounted(null);
    };
    // Made once per load: later props reach the editor through `latest` and the effects below.
  }, [setup]);

  useEffect(() => {
    applyFilesRef.current?.(files);
  }, [files, mounted]);

  const viewStates = useRef(new Map<string, MonacoEditor.ICodeEditorViewState | null>());
  useEffect(() => {
    if (!mounted) return;
    const {editor, models} = mounted;
    const current = editor.getModel();
    const next = models.get(activeFile);
    if (!next || current === next) return;
    const previous = [...models].find(([, model]) => model === current)?.[0];
    if (previous) viewStates.current.set(previous, editor.saveViewState());
    editor.setModel(next);
    editor.updateOptions({ariaLabel: editorLabel(activeFile)});
    const saved = viewStates.current.get(activeFile);
    if (saved) editor.restoreViewState(saved);
  }, [mounted, activeFile]);

  useEffect(() => {
    if (!mounted) return;
    const {setup: loaded, models} = mounted;
    for (const [file, model] of models) {
      const markers = problems
        .filter((problem) => problem.file === file && problem.line !== null && problem.line <= model.getLineCount())
        .map((problem) => ({
          severity: loaded.monaco.MarkerSeverity.Error,
          message: problem.message,
          startLineNumber: problem.line!,
          startColumn: model.getLineFirstNonWhitespaceColumn(problem.line!) || 1,
          endLineNumber: problem.line!,
          endColumn: model.getLineMaxColumn(problem.line!),
        }));
      loaded.monaco.editor.setModelMarkers(model, 'runner', markers);
    }
  }, [mounted, problems]);

  useEffect(() => {
    mounted?.setup.monaco.editor.setTheme(colorMode === 'dark' ? mounted.setup.editorThemes.dark : mounted.setup.editorThemes.light);
  }, [mounted, colorMode]);

  useImperativeHandle(
    handle,
    () => ({
      reveal({line, column}) {
        if (!mounted) return;
        const {editor} = mounted;
        editor.setPosition({lineNumber: line, column});
        editor.revealLineInCenterIfOutsideViewport(line);
        editor.focus();
        editor.trigger('playground', 'editor.action.showHover', {});
      },
    }),
    [mounted],
  );

  const source = files[activeFile] ?? '';
  const style = mounted && contentHeight !== null ? {...codeAreaStyle, height: contentHeight} : codeAreaStyle;

  return (
    <>
      <div
        ref={area}
        id={id}
        role="tabpanel"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className={styles.area}
        style={style}
        // 'starting' from when Monaco is asked for until it shows: a test waits for it to settle.
        data-editor={mounted ? 'ready' : ((near && mayLoadWhenNear) || wanted) && !loadError ? 'starting' : 'loading'}
        // Before Monaco arrives the code is still reachable by keyboard, and focusing it asks for the editor.
        tabIndex={mounted ? undefined : 0}
        onFocus={() => setWanted(true)}
        onPointerDown={() => setWanted(true)}>
        {!mounted && <HighlightedCode file={activeFile} source={source} />}
        <div ref={host} className={mounted ? styles.monaco : styles.monacoLoading} />
      </div>
      {loadError && (
        <p role="alert" className={styles.loadError}>
          The editor did not load ({loadError}). The code above still runs; reload the page to edit it.
        </p>
      )}
    </>
  );
});

export default CodeEditor;
