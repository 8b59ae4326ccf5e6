/** Monaco's built-in themes, which its API does not export; contrast.ts makes their colours readable. */
declare module 'monaco-editor/editor/standalone/common/themes' {
  import type {editor} from 'monaco-editor/editor';
  export const vs: editor.IStandaloneThemeData;
  export const vs_dark: editor.IStandaloneThemeData;
}
