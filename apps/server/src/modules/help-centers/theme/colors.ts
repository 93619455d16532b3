/** CSS colours as a theme needs them: #rrggbb, or null for anything it cannot use. */

const NAMED: Record<string, string> = {
  white: '#ffffff',
  black: '#000000',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  navy: '#000080',
  teal: '#008080',
  orange: '#ffa500',
  purple: '#800080',
  gray: '#808080',
  grey: '#808080',
};

const hex2 = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');

/** #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba() and a few names; transparent and variables are not colours. */
export function parseColor(input: string | null | undefined): string | null {
  if (!input) return null;
  const value = input
    .trim()
    .toLowerCase()
    .replace(/\s*!important$/, '');
  const hex = /^#([0-9a-f]{3,8})$/.exec(value)?.[1];
  if (hex) {
    if (hex.length === 3 || hex.length === 4) {
      return `#${[...hex.slice(0, 3)].map((c) => c + c).join('')}`;
    }
    if (hex.length === 6 || hex.length === 8) {
      // Mostly transparent is no colour to theme with.
      if (hex.length === 8 && Number.parseInt(hex.slice(6), 16) < 128) return null;
      return `#${hex.slice(0, 6)}`;
    }
    return null;
  }
  const rgb =
    /^rgba?\(\s*(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)(?:[\s,/]+([\d.]+%?))?\s*\)$/.exec(
      value,
    );
  if (rgb) {
    const alpha = rgb[4] ? Number.parseFloat(rgb[4]) / (rgb[4].endsWith('%') ? 100 : 1) : 1;
    if (alpha < 0.5) return null;
    return `#${hex2(Number(rgb[1]))}${hex2(Number(rgb[2]))}${hex2(Number(rgb[3]))}`;
  }
  return NAMED[value] ?? null;
}

export { contrastRatio, luminance, readableOn } from '@support/shared';
