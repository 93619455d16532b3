import type { PhrasingContent, RootContent } from 'mdast';

/** A run of text in one style: what pdfkit writes with one `text(…, { continued })` call. */
export type Segment = { text: string; bold: boolean; italic: boolean; mono: boolean; link: string | null };

type Style = Omit<Segment, 'text'>;
const PLAIN: Style = { bold: false, italic: false, mono: false, link: null };

/** Flattens a paragraph's (or heading's, cell's) inline nodes into styled runs; images are left out. */
export function segmentsOf(
  nodes: readonly (PhrasingContent | RootContent)[],
  linkOf: (url: string) => string | null,
  style: Style = PLAIN,
): Segment[] {
  const out: Segment[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        out.push({ ...style, text: node.value.replace(/\s*\n\s*/g, ' ') });
        break;
      case 'inlineCode':
        out.push({ ...style, mono: true, text: node.value });
        break;
      case 'break':
        out.push({ ...style, text: '\n' });
        break;
      case 'strong':
        out.push(...segmentsOf(node.children, linkOf, { ...style, bold: true }));
        break;
      case 'emphasis':
      case 'delete':
        out.push(...segmentsOf(node.children, linkOf, { ...style, italic: true }));
        break;
      case 'link':
        out.push(...segmentsOf(node.children, linkOf, { ...style, link: linkOf(node.url) }));
        break;
      case 'html':
        // Raw HTML is not drawn; its text (a <kbd>, a <br>) would read as noise.
        break;
      default:
        if ('children' in node) out.push(...segmentsOf(node.children as PhrasingContent[], linkOf, style));
        else if ('value' in node && typeof node.value === 'string') out.push({ ...style, text: node.value });
    }
  }
  return out.filter((segment) => segment.text.length > 0);
}

export const plainText = (segments: Segment[]) => segments.map((segment) => segment.text).join('');

export const fontOf = (segment: Pick<Segment, 'bold' | 'italic' | 'mono'>) =>
  segment.mono
    ? 'mono'
    : segment.bold && segment.italic
      ? 'boldItalic'
      : segment.bold
        ? 'bold'
        : segment.italic
          ? 'italic'
          : 'regular';
