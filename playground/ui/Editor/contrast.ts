import type {editor} from 'monaco-editor/editor';

type Rgb = [number, number, number];

function parse(color: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/i.exec(color);
  return rgb ? (rgb.slice(1, 4).map(Number) as Rgb) : null;
}

/** WCAG relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const hex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * `color` if it reads at `minimum` contrast on `background` (WCAG AA: 4.5:1),
 * else moved toward black (light backgrounds) or white (dark ones), just far
 * enough, as a hex colour. Colours it cannot read come back unchanged. The
 * code themes of the static highlighting (Prism) and of the editor (Monaco)
 * both go through it, so their text passes axe on the same backgrounds.
 */
export function readableColor(color: string, background: string, minimum = 4.5): string {
  const rgb = parse(color);
  const base = parse(background);
  if (!rgb || !base || contrast(rgb, base) >= minimum) return color;
  const toward: Rgb = luminance(base) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step++) {
    const mixed = rgb.map((c, i) => c + ((toward[i]! - c) * step) / 20) as Rgb;
    if (contrast(mixed, base) >= minimum) return hex(mixed);
  }
  return hex(toward);
}

export function contrastRatio(color: string, background: string): number {
  const [a, b] = [parse(color), parse(background)];
  if (!a || !b) throw new Error(`not a colour: ${a ? background : color}`);
  return contrast(a, b);
}

/**
 * The rules of one of Monaco's own themes whose colours read below WCAG AA on
 * `background`, made readable: added to a theme that inherits from it. On the
 * dark code background Monaco's comments were 3.6:1, its regexps 3.6:1; on the
 * light one its numbers were 4.3:1.
 */
export function readableRules(base: editor.IStandaloneThemeData, background: string): editor.ITokenThemeRule[] {
  return base.rules.flatMap((rule) => {
    if (!rule.foreground) return [];
    const readable = readableColor(`#${rule.foreground}`, background);
    return readable === `#${rule.foreground}` ? [] : [{token: rule.token, foreground: readable.slice(1)}];
  });
}
