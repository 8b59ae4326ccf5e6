import type {editor, IDisposable, KeyCode as KeyCodes} from 'monaco-editor/editor';

/**
 * The keys the editor binds, as this platform's reader presses them. On a Mac
 * Cmd+M minimises the window, so Tab focus is Ctrl+Shift+M there, as in VS Code.
 */
export function editorKeys(): {isMac: boolean; tabFocus: string; run: string} {
  const isMac = /Mac|iPhone|iPad/.test(navigator.platform);
  return {isMac, tabFocus: isMac ? 'Ctrl+Shift+M' : 'Ctrl+M', run: isMac ? 'Cmd+Enter' : 'Ctrl+Enter'};
}

/**
 * Esc then Tab (or Shift+Tab) leaves the editor whatever Tab does in it, as
 * in CodeMirror editors (react.dev's sandboxes): a reader who has not read the
 * hint tries it first. The Tab after an Esc is kept from Monaco's keybindings,
 * which listen further up, and the browser moves focus.
 */
export function leaveOnEscapeThenTab(editor: editor.IStandaloneCodeEditor, KeyCode: typeof KeyCodes): IDisposable {
  const modifiers = new Set([KeyCode.Shift, KeyCode.Ctrl, KeyCode.Alt, KeyCode.Meta]);
  let escaped = false;
  const subscriptions = [
    editor.onKeyDown((event) => {
      if (modifiers.has(event.keyCode)) return;
      if (escaped && event.keyCode === KeyCode.Tab) event.stopPropagation();
      escaped = event.keyCode === KeyCode.Escape;
    }),
    editor.onDidBlurEditorText(() => {
      escaped = false;
    }),
  ];
  return {dispose: () => subscriptions.forEach((subscription) => subscription.dispose())};
}
