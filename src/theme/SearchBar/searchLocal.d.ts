// The parts of @easyops-cn/docusaurus-search-local's client the stand-in search bar shares with the
// bar itself (the package ships them as JavaScript without declarations).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated' {
  export const searchBarShortcutKeymap: string | undefined;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap' {
  export type Keymap = {key: string; ctrl: boolean; alt: boolean; shift: boolean; meta: boolean};
  export function parseKeymap(keymap: string): Keymap;
  export function matchesKeymap(event: KeyboardEvent, keymap: Keymap): boolean;
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform' {
  export function isMacPlatform(): boolean;
}
