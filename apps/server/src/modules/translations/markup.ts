/**
 * Markdown that survives translation. An article is cut into the pieces a provider sees (the text
 * of a heading, a list item, a paragraph line or a table cell) and the parts it never sees (code,
 * blank lines, list markers, table rules, image lines). Inside a piece, everything that must come
 * back unchanged (inline code, images, link addresses, HTML tags, bare URLs) is replaced by a
 * marker ⟦n⟧; a translation is accepted only when each marker comes back exactly once and the
 * images keep their order. The article is then put together again around the translated pieces.
 */

/** One piece of text the provider translates, with what its markers stand for. */
export type Segment = { text: string; markers: string[] };

type Part = { kind: 'kept'; text: string } | { kind: 'segment'; index: number };

/** An article cut for translation: `segments` go to the provider, `join` puts the answers back. */
export type CutArticle = { segments: Segment[]; join(translations: string[]): string };

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
/** Block quote marks, then a heading, list item (with a task box) or nothing. */
const LINE_PREFIX =
  /^(\s*(?:>\s?)*(?:#{1,6}\s+|[-*+]\s+(?:\[[ xX]\]\s+)?|\d{1,9}[.)]\s+(?:\[[ xX]\]\s+)?)?)(.*)$/;
/** What must come back byte for byte, the longest alternatives first. */
const PROTECTED =
  /(`+)[^`]*?\1|!\[[^\]\n]*\]\((?:[^()\s]|\([^()\s]*\))*(?:\s+"[^"]*")?\)|\]\((?:[^()\s]|\([^()\s]*\))*(?:\s+"[^"]*")?\)|<\/?[A-Za-z][^<>\n]*>|<https?:[^<>\s]+>|https?:\/\/[^\s<>()\]]+|&[a-zA-Z]+;|&#\d+;/g;
const MARKER = /⟦(\d+)⟧/g;
/** A piece without a letter of any script (a number, a lone marker) is not worth sending. */
const HAS_LETTERS = /\p{L}/u;

export const marker = (index: number) => `⟦${index + 1}⟧`;

/** Cuts `markdown` into what a provider translates and what stays. */
export function cutForTranslation(markdown: string): CutArticle {
  const parts: Part[] = [];
  const segments: Segment[] = [];
  const keep = (text: string) => parts.push({ kind: 'kept', text });
  const translate = (text: string) => {
    const segment = protect(text);
    const bare = segment.text.replace(MARKER, '');
    if (!HAS_LETTERS.test(bare)) {
      keep(text);
      return;
    }
    parts.push({ kind: 'segment', index: segments.length });
    segments.push(segment);
  };

  let fence: string | null = null;
  const lines = markdown.split('\n');
  lines.forEach((line, number) => {
    const newline = number < lines.length - 1 ? '\n' : '';
    const opening = FENCE.exec(line)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = null;
      keep(line + newline);
      return;
    }
    if (opening) {
      fence = opening;
      keep(line + newline);
      return;
    }
    if (
      !line.trim() ||
      TABLE_RULE.test(line) ||
      /^\s{4,}\S/.test(line) ||
      /^\s*(\*\s*){3,}$|^\s*(-\s*){3,}$/.test(line)
    ) {
      keep(line + newline);
      return;
    }
    if (isTableRow(line)) {
      for (const cell of splitCells(line)) {
        if (cell.kind === 'kept') keep(cell.text);
        else translate(cell.text);
      }
      keep(newline);
      return;
    }
    const [, prefix = '', rest = ''] = LINE_PREFIX.exec(line) ?? [];
    keep(prefix);
    const trailing = /\s*$/.exec(rest)?.[0] ?? '';
    translate(rest.slice(0, rest.length - trailing.length));
    keep(trailing + newline);
  });

  return {
    segments,
    join(translations) {
      return parts
        .map((part) => {
          if (part.kind === 'kept') return part.text;
          const segment = segments[part.index]!;
          return restore(translations[part.index] ?? '', segment.markers);
        })
        .join('');
    },
  };
}

/** `text` with what must not change replaced by markers. */
export function protect(text: string): Segment {
  const markers: string[] = [];
  const replaced = text.replace(PROTECTED, (found) => {
    markers.push(found);
    return marker(markers.length - 1);
  });
  return { text: replaced, markers };
}

/** The translation with each marker replaced by what it stands for. */
export function restore(translated: string, markers: string[]): string {
  return translated.replace(MARKER, (found, index: string) => markers[Number(index) - 1] ?? found);
}

/**
 * What is wrong with `translated` as the translation of `segment`, or null: every marker exactly
 * once, no marker it did not have, the images in their order, no line breaks added.
 */
export function markupProblem(segment: Segment, translated: string): string | null {
  const seen = [...translated.matchAll(MARKER)].map((match) => Number(match[1]) - 1);
  for (let index = 0; index < segment.markers.length; index++) {
    const count = seen.filter((found) => found === index).length;
    if (count !== 1) return `${segment.markers[index]} came back ${count} times`;
  }
  const invented = seen.find((found) => found < 0 || found >= segment.markers.length);
  if (invented !== undefined) return `the marker ${marker(invented)} was invented`;
  const images = seen.filter((found) => segment.markers[found]?.startsWith('!['));
  if (images.some((found, position) => position > 0 && found < images[position - 1]!))
    return 'the images changed their order';
  if (translated.includes('\n') && !segment.text.includes('\n')) return 'a line break was added';
  if (!translated.trim()) return 'the translation is empty';
  return null;
}

function isTableRow(line: string): boolean {
  const trimmed = line.trim();
  return trimmed.startsWith('|') && trimmed.length > 1;
}

/** A table row's cells to translate, between the pipes (kept, as `\|` inside a cell is). */
function splitCells(line: string): Array<{ kind: 'kept' | 'text'; text: string }> {
  const pieces: Array<{ kind: 'kept' | 'text'; text: string }> = [];
  const cells = line.split(/(?<!\\)\|/);
  cells.forEach((cell, index) => {
    if (index > 0) pieces.push({ kind: 'kept', text: '|' });
    const lead = /^\s*/.exec(cell)?.[0] ?? '';
    const trail = /\s*$/.exec(cell.slice(lead.length))?.[0] ?? '';
    const core = cell.slice(lead.length, cell.length - trail.length);
    if (lead) pieces.push({ kind: 'kept', text: lead });
    if (core) pieces.push({ kind: 'text', text: core });
    if (trail) pieces.push({ kind: 'kept', text: trail });
  });
  return pieces;
}
