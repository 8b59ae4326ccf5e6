import type {PrismTheme} from 'prism-react-renderer';
import {readableColor} from '../playground/ui/Editor/contrast';

/**
 * The theme with every token color made readable on the theme's background
 * (`readableColor`). Prism's github and dracula themes have comments, strings
 * and booleans below WCAG AA (4.5:1), which axe reports on every code block.
 */
export function withContrast(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor;
  if (!background) return theme;
  const fix = (color: string | undefined) => color && readableColor(color, background);
  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    styles: theme.styles.map((style) => ({...style, style: {...style.style, color: fix(style.style.color)}})),
  };
}
