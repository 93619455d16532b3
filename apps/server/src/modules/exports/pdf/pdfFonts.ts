import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * DejaVu from npm (dejavu-fonts-ttf), embedded in every PDF: the PDF standard fonts cannot write
 * „Grüße“ or most of what translations hold, and the machine's fonts are not the product's to rely on.
 * Read once per process (about 2 MB); pdfkit embeds only the glyphs a document uses.
 */
export type PdfFonts = { regular: Buffer; bold: Buffer; italic: Buffer; boldItalic: Buffer; mono: Buffer };

const require = createRequire(import.meta.url);
const file = (name: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));

let fonts: PdfFonts | undefined;

export function pdfFonts(): PdfFonts {
  fonts ??= {
    regular: file('DejaVuSans.ttf'),
    bold: file('DejaVuSans-Bold.ttf'),
    italic: file('DejaVuSans-Oblique.ttf'),
    boldItalic: file('DejaVuSans-BoldOblique.ttf'),
    mono: file('DejaVuSansMono.ttf'),
  };
  return fonts;
}
