import { describe, expect, it } from 'vitest';
import { contrastRatio, readableAccent, WCAG_AA_TEXT } from './colors';

describe('readableAccent', () => {
  it('keeps a colour that already reads on the background', () => {
    expect(readableAccent('#1d4ed8', '#ffffff')).toBe('#1d4ed8');
  });

  it('darkens a light brand colour on white, and lightens a dark one on black, just enough for AA', () => {
    const onWhite = readableAccent('#FF6B00', '#ffffff');
    expect(contrastRatio('#ff6b00', '#ffffff')).toBeLessThan(WCAG_AA_TEXT);
    expect(contrastRatio(onWhite, '#ffffff')).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
    // Still an orange, not black: red stays the strongest channel.
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(onWhite.slice(i, i + 2), 16)) as number[];
    expect(r).toBeGreaterThan(g!);
    expect(g).toBeGreaterThan(b!);
    const onBlack = readableAccent('#1e3a8a', '#000000');
    expect(contrastRatio(onBlack, '#000000')).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
  });

  it('answers black or white for a colour it cannot read', () => {
    expect(readableAccent('not a colour', '#ffffff')).toBe('#000000');
  });
});
