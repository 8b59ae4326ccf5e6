import type {editor as MonacoEditor, IDisposable} from 'monaco-editor/editor';
import {fileKind, type FileKind, type PlaygroundFiles} from '../../core/files';
import type {PlaygroundSession} from '../../session/session';
import {editorMetrics} from './codeArea';
import {editorKeys, leaveOnEscapeThenTab} from './keys';
import type {MonacoSetup} from './load';
import {typeCheck} from './typeCheck';
import {wrapCharacters} from './wrapping';

/** Pause after the last keystroke before the files are type-checked again. */
const typeCheckDelayMs = 300;

export type Mounted = {
  setup: MonacoSetup;
  editor: MonacoEditor.IStandaloneCodeEditor;
  models: Map<string, MonacoEditor.ITextModel>;
};

/** Monaco's language for each kind of file (TypeScript's service checks .ts and .tsx alike). */
const monacoLanguages: Record<FileKind, string> = {
  ts: 'typescript',
  tsx: 'typescript',
  json: 'json',
  text: 'plaintext',
};

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
export function editorLabel(file: string): string {
  return `${file}: code editor. Esc leaves it`;
}

/**
 * When Esc is the editor's own (closing a suggestion, a hover, the find box, a
 * snippet, extra cursors or a selection), it stays so; otherwise it leaves.
 */
const escapeLeaves = [
  '!suggestWidgetVisible',
  '!parameterHintsVisible',
  '!findWidgetVisible',
  '!renameInputVisible',
  '!referenceSearchVisible',
  '!markersNavigationVisible',
  '!editorHoverVisible',
  '!inSnippetMode',
  '!editorHasMultipleSelections',
  '!editorHasSelection',
].join(' && ');

/** Directories in the language service's file system that a mounted playground uses. */
const directoriesInUse = new Set<string>();

/** A directory of its own for this playground's models, even when one example shows twice on a page. */
function claimDirectory(exampleId: string): string {
  let directory = exampleId;
  for (let copy = 2; directoriesInUse.has(directory); copy += 1) directory = `${exampleId}-${copy}`;
  directoriesInUse.add(directory);
  return directory;
}

/**
 * A model per file, in a directory of the playground's own. TypeScript never
 * sees a JSON model: `import db from './db.json'` resolves to a hidden
 * `db.json.ts` holding the same data, kept in step by `bindToSession`.
 */
function createModels({monaco}: MonacoSetup, directory: string, files: PlaygroundFiles) {
  const uri = (file: string) => monaco.Uri.parse(`file:///${directory}/${file}`);
  const models = new Map(
    Object.entries(files).map(([file, source]) => [
      file,
      monaco.editor.createModel(source, monacoLanguages[fileKind(file)], uri(file)),
    ]),
  );
  const jsonModules = new Map(
    [...models]
      .filter(([file]) => fileKind(file) === 'json')
      .map(([file, model]) => [
        file,
        monaco.editor.createModel(jsonModuleSource(model.getValue()), 'typescript', uri(`${file}.ts`)),
      ]),
  );
  return {models, jsonModules};
}

function createEditor(
  {monaco}: MonacoSetup,
  host: HTMLElement,
  fontFamily: string,
  model: MonacoEditor.ITextModel | null,
  file: string,
) {
  const {fontSize, lineHeight, paddingY, gutterDigits, gutterGap} = editorMetrics;
  return monaco.editor.create(host, {
    model,
    ariaLabel: editorLabel(file),
    // Out of the page's Tab order: Tab stops at the code area around it, and Enter there edits.
    tabIndex: -1,
    fontFamily,
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
}

/** Ctrl+Enter runs; Ctrl+M (Ctrl+Shift+M on a Mac) toggles whether Tab leaves the editor; Esc leaves it. */
function addKeys(
  {monaco}: MonacoSetup,
  editor: MonacoEditor.IStandaloneCodeEditor,
  session: PlaygroundSession,
  onLeave: () => void,
) {
  const {KeyMod, KeyCode} = monaco;
  // Each action is also a command in Monaco's global registry, which editor.dispose() leaves
  // there: kept, its handler held this playground's session, frames and all, after the page had gone.
  const run = editor.addAction({
    id: 'playground.run',
    label: 'Run the playground',
    keybindings: [KeyMod.CtrlCmd | KeyCode.Enter],
    run: () => session.run(),
  });
  // Monaco's own "Toggle Tab Key Moves Focus" is a workbench action (Action2),
  // which the standalone editor never binds: Ctrl+M did nothing and Tab trapped focus.
  const toggleTabFocus = editor.addAction({
    id: 'playground.toggleTabFocus',
    label: 'Toggle Tab Key Moves Focus',
    keybindings: [editorKeys().isMac ? KeyMod.WinCtrl | KeyMod.Shift | KeyCode.KeyM : KeyMod.CtrlCmd | KeyCode.KeyM],
    run: () => editor.updateOptions({tabFocusMode: !editor.getOption(monaco.editor.EditorOption.tabFocusMode)}),
  });
  const leave = editor.addAction({
    id: 'playground.leaveEditor',
    label: 'Leave the editor',
    keybindings: [KeyCode.Escape],
    keybindingContext: escapeLeaves,
    run: onLeave,
  });
  const reportTabMode = () => session.setTabMovesFocus(editor.getOption(monaco.editor.EditorOption.tabFocusMode));
  return [
    run,
    toggleTabFocus,
    leave,
    leaveOnEscapeThenTab(editor, KeyCode),
    editor.onDidFocusEditorText(reportTabMode),
    editor.onDidChangeConfiguration((event) => {
      if (event.hasChanged(monaco.editor.EditorOption.tabFocusMode)) reportTabMode();
    }),
  ];
}

/**
 * Type-checks every file, and again after each pause in typing; the session
 * hears the result. Files that are the example's own (the build type-checks
 * them) wait for the reader to work with the code: the first check, which
 * starts TypeScript's worker (seconds of a core: its 6 MB of script, then the
 * program with every library), comes with the pointer over the editor, focus
 * in it, or an edit. Any other files (the reader's saved edits, a link's
 * code) are checked at once, so their errors show before they run.
 */
function startTypeCheck(
  setup: MonacoSetup,
  editor: MonacoEditor.IStandaloneCodeEditor,
  models: Map<string, MonacoEditor.ITextModel>,
  jsonModules: Map<string, MonacoEditor.ITextModel>,
  session: PlaygroundSession,
) {
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const run = ++latest;
    const all = [...models].map(([file, model]) => ({file, model}));
    typeCheck(setup, all, () => run === latest, [...jsonModules.values()]).then(
      (errors) => errors && session.setTypeCheck({status: 'done', errors}),
      () => session.setTypeCheck({status: 'off'}),
    );
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    waiting.forEach((subscription) => subscription.dispose());
    session.setTypeCheck({status: 'checking'});
    check();
  };
  const waiting = [editor.onMouseMove(start), editor.onDidFocusEditorText(start)];
  if (session.state.edited) start();
  return {
    again() {
      if (!started) return start();
      clearTimeout(timer);
      timer = setTimeout(check, typeCheckDelayMs);
    },
    stop() {
      latest += 1;
      clearTimeout(timer);
      waiting.forEach((subscription) => subscription.dispose());
    },
  };
}

/**
 * The models and the session hold the same text. A reader's edit goes to the
 * session as it happens; files the session changes (Reset, Restore) go into
 * the models as an edit the reader can undo. The session has the edit before
 * it tells anyone, so the text it hands back is the models' own: nothing to
 * catch, however fast the typing.
 */
function bindToSession(
  models: Map<string, MonacoEditor.ITextModel>,
  jsonModules: Map<string, MonacoEditor.ITextModel>,
  session: PlaygroundSession,
  changed: () => void,
): IDisposable[] {
  let applying = false;
  const edits = [...models].map(([file, model]) =>
    model.onDidChangeContent(() => {
      const text = model.getValue();
      if (!applying) session.edit(file, text);
      jsonModules.get(file)?.setValue(jsonModuleSource(text));
      changed();
    }),
  );
  let shown = session.state.files;
  const unsubscribe = session.subscribe(() => {
    const {files} = session.state;
    if (files === shown) return;
    shown = files;
    applying = true;
    try {
      for (const [file, model] of models) {
        const source = files[file];
        if (source === undefined || source === model.getValue()) continue;
        model.pushEditOperations([], [{range: model.getFullModelRange(), text: source}], () => null);
      }
    } finally {
      applying = false;
    }
  });
  return [...edits, {dispose: unsubscribe}];
}

/** Monaco in `host`, over the session's files; `unmount` takes it all down again. */
export function mountEditor(
  setup: MonacoSetup,
  host: HTMLElement,
  {
    session,
    exampleId,
    fontFamily,
    onContentHeight,
    onLeave,
  }: {
    session: PlaygroundSession;
    exampleId: string;
    fontFamily: string;
    onContentHeight(height: number): void;
    /** Esc: focus goes back to the code area, from which Tab moves on. */
    onLeave(): void;
  },
): {mounted: Mounted; unmount(): void} {
  const directory = claimDirectory(exampleId);
  const {models, jsonModules} = createModels(setup, directory, session.state.files);
  const {activeFile} = session.state;
  const editor = createEditor(setup, host, fontFamily, models.get(activeFile) ?? null, activeFile);
  const types = startTypeCheck(setup, editor, models, jsonModules, session);
  const subscriptions = [
    ...addKeys(setup, editor, session, onLeave),
    ...bindToSession(models, jsonModules, session, () => types.again()),
    editor.onDidContentSizeChange((event) => onContentHeight(event.contentHeight)),
  ];
  onContentHeight(editor.getContentHeight());
  return {
    mounted: {setup, editor, models},
    unmount() {
      types.stop();
      subscriptions.forEach((subscription) => subscription.dispose());
      editor.dispose();
      models.forEach((model) => model.dispose());
      jsonModules.forEach((model) => model.dispose());
      directoriesInUse.delete(directory);
    },
  };
}
