/** Colour rules both sides use: the server to pick a readable text colour, the web to warn. */

/** #rgb or #rrggbb as #rrggbb (lowercase), or null. */
export function normalizeHex(value: string): string | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (!hex) return null;
  return `#${(hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex).toLowerCase()}`;
}

/** WCAG relative luminance of #rrggbb. */
export function luminance(color: string): number {
  const hex = normalizeHex(color) ?? '#000000';
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text. */
export const WCAG_AA_TEXT = 4.5;

/** Black or white, whichever reads better on the background. */
export function readableOn(background: string): string {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
}

/**
 * `color` as text or a link on `background`: the colour itself when it reads (WCAG AA), otherwise
 * mixed towards black on a light background (white on a dark one) just far enough that it does.
 * A brand's #FF6B00 is 2.9:1 on white; its links then show a darker orange rather than failing.
 */
export function readableAccent(color: string, background: string): string {
  const from = normalizeHex(color);
  if (!from) return readableOn(background);
  if (contrastRatio(from, background) >= WCAG_AA_TEXT) return from;
  const towards = readableOn(background) === '#000000' ? 0 : 255;
  const mix = (share: number) =>
    `#${[1, 3, 5]
      .map((i) => {
        const channel = Number.parseInt(from.slice(i, i + 2), 16);
        return Math.round(channel + (towards - channel) * share)
          .toString(16)
          .padStart(2, '0');
      })
      .join('')}`;
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(step / 20);
    if (contrastRatio(candidate, background) >= WCAG_AA_TEXT) return candidate;
  }
  return readableOn(background);
}
