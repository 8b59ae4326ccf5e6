import assert from 'node:assert/strict';
import {test} from 'node:test';
import {vs, vs_dark} from 'monaco-editor/editor/standalone/common/themes';
import siteConfig from '../../docusaurus.config';
import {contrastRatio, readableRules} from '../../playground/ui/Editor/contrast';

type Prism = {plain: {backgroundColor?: string; color?: string}; styles: {types: string[]; style: {color?: string}}[]};
const {prism} = siteConfig.themeConfig as {prism: {theme: Prism; darkTheme: Prism}};

/** Each token colour of a theme, by name, with its contrast on `background` when below WCAG AA. */
function faint(colors: [string, string][], background: string): string[] {
  return colors
    .filter(([, color]) => contrastRatio(color, background) < 4.5)
    .map(([name, color]) => `${name} ${color}`);
}

for (const [mode, theme] of [
  ['light', prism.theme],
  ['dark', prism.darkTheme],
] as const) {
  test(`code reads at 4.5:1 or more in ${mode} mode, highlighted or in the editor`, () => {
    const background = theme.plain.backgroundColor!;
    const prismColors = theme.styles.flatMap(({types, style}) =>
      style.color ? [[types.join(' '), style.color] as [string, string]] : [],
    );
    assert.deepEqual(faint([['plain', theme.plain.color!], ...prismColors], background), [], 'Prism');

    // Monaco's theme inherits its base's rules; later rules win.
    const base = mode === 'light' ? vs : vs_dark;
    const shown = new Map(base.rules.map((rule) => [rule.token, rule.foreground]));
    for (const rule of readableRules(base, background)) shown.set(rule.token, rule.foreground);
    const monacoColors = [...shown].flatMap(([token, color]) =>
      color ? [[token, `#${color}`] as [string, string]] : [],
    );
    assert.deepEqual(faint(monacoColors, background), [], 'Monaco');
  });
}
