import {useEffect, useRef} from 'react';
import type {editor as MonacoEditor} from 'monaco-editor/editor';
import {usePlaygroundState} from '../usePlayground';
import {editorLabel, type Mounted} from './mountEditor';

/**
 * The mounted editor shows what the session says: the active file (each
 * keeping its cursor and scroll), the latest run's errors at their lines, and
 * a place the reader asked to see (a type error from the status bar), and
 * each Format asked for, once (Monaco formats the file with TypeScript's formatter).
 */
export function useEditorFollowsSession(mounted: Mounted | null): void {
  const activeFile = usePlaygroundState((state) => state.activeFile);
  const problems = usePlaygroundState((state) => state.run.problems);
  const reveal = usePlaygroundState((state) => state.reveal);
  const formatAsked = usePlaygroundState((state) => state.formatAsked);
  const formatted = useRef(0);
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
    const {setup, models} = mounted;
    for (const [file, model] of models) {
      const markers = problems
        .filter((problem) => problem.file === file && problem.line !== null && problem.line <= model.getLineCount())
        .map((problem) => ({
          severity: setup.monaco.MarkerSeverity.Error,
          message: problem.message,
          startLineNumber: problem.line!,
          startColumn: model.getLineFirstNonWhitespaceColumn(problem.line!) || 1,
          endLineNumber: problem.line!,
          endColumn: model.getLineMaxColumn(problem.line!),
        }));
      setup.monaco.editor.setModelMarkers(model, 'guest', markers);
    }
  }, [mounted, problems]);

  useEffect(() => {
    if (!mounted || !reveal) return;
    const {editor} = mounted;
    // The tab switch above has already put the file in the editor.
    editor.setPosition({lineNumber: reveal.line, column: reveal.column});
    editor.revealLineInCenterIfOutsideViewport(reveal.line);
    editor.focus();
    editor.trigger('playground', 'editor.action.showHover', {});
  }, [mounted, reveal]);

  useEffect(() => {
    if (!mounted || formatAsked === formatted.current) return;
    formatted.current = formatAsked;
    void mounted.editor.getAction('editor.action.formatDocument')?.run();
  }, [mounted, formatAsked]);
}
