import sharp from 'sharp';

/**
 * Test screenshots: text lines drawn by sharp (librsvg with the DejaVu fonts) on a light window, as
 * a form on a desktop looks. Small, so OCR takes a fraction of a second.
 */
export type TextLine = { text: string; x: number; y: number; size?: number; color?: string };

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function renderScreen(
  width: number,
  height: number,
  lines: readonly TextLine[],
): Promise<Buffer> {
  const texts = lines
    .map(
      (line) =>
        `<text x="${line.x}" y="${line.y}" font-family="DejaVu Sans" font-size="${line.size ?? 16}" fill="${line.color ?? '#1f2937'}">${escapeXml(line.text)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f9fafb"/>${texts}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
