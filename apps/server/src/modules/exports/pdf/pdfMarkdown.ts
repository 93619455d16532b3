import type { Image, List, Root, RootContent, Table } from 'mdast';
import { fontOf, plainText, type Segment, segmentsOf } from './pdfInline';

/** An image ready to embed (JPEG or PNG bytes) with the size it is drawn at, in points. */
export type PreparedImage = { data: Buffer; width: number; height: number };

export type Drawing = {
  doc: PDFKit.PDFDocument;
  /** The images of the markdown by `imageId(node)`; one not there is left out. */
  images: Map<string, PreparedImage>;
  linkOf: (url: string) => string | null;
};

export const imageId = (node: Pick<Image, 'url' | 'alt'>) => `${node.alt ?? ''}\n${node.url}`;

const TEXT = '#1c1917';
const MUTED = '#57534e';
const LINK = '#1d4ed8';
const HEADING_SIZE = [0, 20, 16, 14, 12, 11, 11];
const BODY = 10.5;

const left = (doc: PDFKit.PDFDocument) => doc.page.margins.left;
const contentWidth = (doc: PDFKit.PDFDocument) =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom;
/** A new page unless `height` points still fit on this one. */
function room(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

/** Writes styled runs as one wrapped paragraph at `x` (an indent for lists and quotes). */
function writeRuns(doc: PDFKit.PDFDocument, runs: Segment[], x: number, size: number, color = TEXT) {
  const width = contentWidth(doc) - (x - left(doc));
  if (!runs.length) return;
  runs.forEach((run, i) => {
    doc
      .font(fontOf(run))
      .fontSize(run.mono ? size - 1 : size)
      .fillColor(run.link ? LINK : color);
    const options = {
      width,
      continued: i < runs.length - 1,
      link: run.link,
      underline: !!run.link,
      lineGap: 2,
    };
    if (i === 0) doc.text(run.text, x, doc.y, options);
    else doc.text(run.text, options);
  });
}

function drawImage(d: Drawing, node: Image) {
  const image = d.images.get(imageId(node));
  if (!image) return;
  const { doc } = d;
  room(doc, image.height);
  doc.image(image.data, left(doc), doc.y, { width: image.width, height: image.height });
  doc.y += image.height;
  doc.moveDown(0.6);
}

function drawList(d: Drawing, list: List, x: number, depth: number) {
  list.children.forEach((item, i) => {
    const marker = list.ordered
      ? `${(list.start ?? 1) + i}.`
      : item.checked != null
        ? item.checked
          ? '☑'
          : '☐'
        : '•';
    d.doc.font('regular').fontSize(BODY).fillColor(TEXT);
    room(d.doc, 16);
    const y = d.doc.y;
    d.doc.text(marker, x, y, { width: 18, lineBreak: false });
    d.doc.y = y;
    for (const child of item.children) drawBlock(d, child, x + 18, depth + 1);
  });
}

function drawTable(d: Drawing, table: Table) {
  const { doc } = d;
  const columns = Math.max(1, ...table.children.map((row) => row.children.length));
  const width = contentWidth(doc) / columns;
  table.children.forEach((row, r) => {
    const texts = row.children.map((cell) => plainText(segmentsOf(cell.children, d.linkOf)));
    doc.font(r === 0 ? 'bold' : 'regular').fontSize(BODY - 1);
    const height =
      Math.max(...texts.map((text) => doc.heightOfString(text || ' ', { width: width - 8 }))) + 8;
    room(doc, height);
    const y = doc.y;
    for (let c = 0; c < columns; c++) {
      const x = left(doc) + c * width;
      if (r === 0) doc.rect(x, y, width, height).fill('#f5f5f4');
      doc.rect(x, y, width, height).lineWidth(0.5).stroke('#d6d3d1');
      doc.fillColor(TEXT).text(texts[c] ?? '', x + 4, y + 4, { width: width - 8 });
    }
    doc.x = left(doc);
    doc.y = y + height;
  });
  doc.moveDown(0.6);
}

/** Draws one block of the article's markdown at the indent `x`. */
export function drawBlock(d: Drawing, node: RootContent, x: number, depth = 0): void {
  const { doc } = d;
  if (depth > 12) return; // deeper nesting than any article needs: left out, not recursed into
  switch (node.type) {
    case 'heading': {
      // A heading is not left alone at the foot of a page: it moves over with its first lines.
      room(doc, 110);
      doc.moveDown(0.4);
      const runs = segmentsOf(node.children, d.linkOf).map((run) => ({ ...run, bold: true }));
      writeRuns(doc, runs, x, HEADING_SIZE[node.depth] ?? BODY);
      doc.moveDown(0.3);
      return;
    }
    case 'paragraph': {
      // Images stand on their own below the text they follow (a step's screenshot is its own paragraph).
      const images = node.children.filter((child): child is Image => child.type === 'image');
      writeRuns(doc, segmentsOf(node.children, d.linkOf), x, BODY);
      if (images.length && doc.y > doc.page.margins.top) doc.moveDown(0.3);
      for (const image of images) drawImage(d, image);
      if (!images.length) doc.moveDown(0.5);
      return;
    }
    case 'list':
      drawList(d, node, x, depth);
      doc.moveDown(0.3);
      return;
    case 'code': {
      doc.font('mono').fontSize(BODY - 1.5);
      const width = contentWidth(doc) - (x - left(doc));
      const text = node.value || ' ';
      const height = doc.heightOfString(text, { width: width - 16 }) + 12;
      room(doc, Math.min(height, bottom(doc) - doc.page.margins.top));
      doc.rect(x, doc.y, width, height).fill('#f5f5f4');
      doc.fillColor(TEXT).text(text, x + 8, doc.y + 6, { width: width - 16 });
      doc.moveDown(0.8);
      return;
    }
    case 'blockquote': {
      const top = doc.y;
      for (const child of node.children) drawBlock(d, child, x + 14, depth + 1);
      if (doc.y > top) doc.rect(x + 2, top, 2, doc.y - top - 6).fill('#d6d3d1');
      return;
    }
    case 'table':
      drawTable(d, node);
      return;
    case 'thematicBreak':
      room(doc, 16);
      doc
        .moveTo(x, doc.y + 6)
        .lineTo(left(doc) + contentWidth(doc), doc.y + 6)
        .lineWidth(0.5)
        .stroke('#d6d3d1');
      doc.moveDown(1);
      return;
    case 'html':
    case 'definition':
    case 'yaml':
      return;
    default:
      if ('children' in node)
        for (const child of node.children as RootContent[]) drawBlock(d, child, x, depth + 1);
  }
}

export function drawMarkdown(d: Drawing, root: Root): void {
  for (const node of root.children) drawBlock(d, node, left(d.doc));
}

export { MUTED, TEXT };
