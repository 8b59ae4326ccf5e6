/**
 * The keys the editor binds, as this platform's reader presses them. On a Mac
 * Cmd+M minimises the window, so Tab focus is Ctrl+Shift+M there, as in VS Code.
 */
export function editorKeys(): {isMac: boolean; tabFocus: string; run: string} {
  const isMac = /Mac|iPhone|iPad/.test(navigator.platform);
  return {isMac, tabFocus: isMac ? 'Ctrl+Shift+M' : 'Ctrl+M', run: isMac ? 'Cmd+Enter' : 'Ctrl+Enter'};
}
