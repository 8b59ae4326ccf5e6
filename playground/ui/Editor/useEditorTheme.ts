import {useEffect} from 'react';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import {gutterColors} from './codeArea';
import type {MonacoSetup} from './load';

/**
 * Monaco's themes, made from the site's code-block colours, and the one the
 * page's colour mode asks for. Monaco has one theme for all its editors on a
 * page: the code editor and a solution's diff both use this.
 */
export function useEditorTheme(setup: MonacoSetup | null): void {
  const {prism} = useThemeConfig();
  const {colorMode} = useColorMode();
  useEffect(() => {
    if (!setup) return;
    const background = (theme: typeof prism.theme) => String(theme.plain.backgroundColor ?? '');
    setup.defineEditorThemes({
      background: {light: background(prism.theme), dark: background(prism.darkTheme ?? prism.theme)},
      gutter: gutterColors,
    });
  }, [setup]);
  useEffect(() => {
    setup?.monaco.editor.setTheme(colorMode === 'dark' ? setup.editorThemes.dark : setup.editorThemes.light);
  }, [setup, colorMode]);
}
