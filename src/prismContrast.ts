import type {PrismTheme} from 'prism-react-renderer';

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

export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const hex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * The theme with every token color that reads below `minimum` contrast on the
 * theme's background moved toward black (light themes) or white (dark ones),
 * just far enough. Prism's github and dracula themes have comments, strings
 * and booleans below WCAG AA (4.5:1), which axe reports on every code block.
 */
export function withContrast(theme: PrismTheme, minimum = 4.5): PrismTheme {
  const background = parse(theme.plain.backgroundColor ?? '');
  if (!background) return theme;
  const toward: Rgb = luminance(background) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  const fix = (color: string | undefined) => {
    const rgb = color && parse(color);
    if (!rgb || contrast(rgb, background) >= minimum) return color;
    for (let step = 1; step <= 20; step++) {
      const mixed = rgb.map((c, i) => c + ((toward[i]! - c) * step) / 20) as Rgb;
      if (contrast(mixed, background) >= minimum) return hex(mixed);
    }
    return hex(toward);
  };
  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    styles: theme.styles.map((style) => ({...style, style: {...style.style, color: fix(style.style.color)}})),
  };
}
