import type { Nodes, Root } from 'mdast';
import PDFDocument from 'pdfkit';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { pdfFonts } from './pdfFonts';
import { drawMarkdown, MUTED, type PreparedImage, TEXT } from './pdfMarkdown';

export type PdfInput = {
  title: string;
  markdown: string;
  language: string;
  /** The markdown's images, prepared, by `imageId(node)`. */
  images: Map<string, PreparedImage>;
  logo: PreparedImage | null;
  linkOf: (url: string) => string | null;
  /** Shown under the title (the organization's name). */
  subtitle: string;
};

const A4_MARGINS = { top: 56, bottom: 56, left: 56, right: 56 };
/** The widest an image is drawn: the text column of A4 between the margins. */
export const PDF_CONTENT_WIDTH = 595.28 - A4_MARGINS.left - A4_MARGINS.right;

export function parseArticleMarkdown(markdown: string): Root {
  return unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
}

/** Every image node's url and alt, in the order the article shows them. */
export function imagesOf(root: Root): { url: string; alt: string }[] {
  const found: { url: string; alt: string }[] = [];
  const walk = (node: Nodes, depth: number) => {
    if (node.type === 'image') found.push({ url: node.url, alt: node.alt ?? '' });
    if ('children' in node && depth < 40) for (const child of node.children) walk(child, depth + 1);
  };
  walk(root, 0);
  return found;
}

/** The article as an A4 PDF: the logo and title, the content, "n / total" on every page. */
export async function renderArticlePdf(
  input: PdfInput,
  root = parseArticleMarkdown(input.markdown),
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: A4_MARGINS,
    bufferPages: true,
    lang: input.language,
    displayTitle: true,
    info: { Title: input.title, Creator: 'Support', Producer: 'Support' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const fonts = pdfFonts();
  for (const [name, data] of Object.entries(fonts)) doc.registerFont(name, data);

  if (input.logo) {
    doc.image(input.logo.data, A4_MARGINS.left, A4_MARGINS.top, {
      width: input.logo.width,
      height: input.logo.height,
    });
    doc.y = A4_MARGINS.top + input.logo.height + 12;
  }
  doc
    .font('bold')
    .fontSize(22)
    .fillColor(TEXT)
    .text(input.title, A4_MARGINS.left, doc.y, { width: PDF_CONTENT_WIDTH });
  if (input.subtitle) doc.font('regular').fontSize(10).fillColor(MUTED).text(input.subtitle);
  doc.moveDown(1);
  drawMarkdown({ doc, images: input.images, linkOf: input.linkOf }, root);

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Written into the bottom margin: with the margin kept, pdfkit would start a new page for it.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${i + 1} / ${range.count}`, A4_MARGINS.left, doc.page.height - 36, {
        width: PDF_CONTENT_WIDTH,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
