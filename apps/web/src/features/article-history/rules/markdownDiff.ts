import { diffArrays, diffWordsWithSpace } from 'diff';

/** A piece of text: unchanged, or only on one side. */
export type DiffPart = { text: string; change?: 'added' | 'removed' };

/**
 * One block of the article in the comparison: unchanged, only in the older or the newer text, or
 * changed (a block in both, its words marked).
 */
export type DiffRow = { key: string } & (
  | { type: 'same'; text: string }
  | { type: 'removed'; text: string }
  | { type: 'added'; text: string }
  | { type: 'changed'; before: DiffPart[]; after: DiffPart[]; inline: DiffPart[] }
);

/**
 * Markdown's own units: a heading, a list item with the lines it continues on, a table row, an
 * image or a paragraph. A diff by blocks keeps an edit to one list item from spilling into the next,
 * which a plain word diff of the whole text does.
 */
export function markdownBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fenced = false;
  const flush = () => {
    if (current.length) blocks.push(current.join('\n'));
    current = [];
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      if (!fenced) flush();
      current.push(line);
      fenced = !fenced;
      if (!fenced) flush();
      continue;
    }
    if (fenced) {
      current.push(line);
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    // A line that starts a block of its own ends the one before.
    if (/^\s{0,3}(#{1,6}\s|[-*+]\s|\d+[.)]\s|>|\||!\[)/.test(line)) flush();
    current.push(line);
    if (/^\s{0,3}(#{1,6}\s|!\[[^\]]*\]\([^)]*\)\s*$)/.test(line)) flush();
  }
  flush();
  return blocks;
}

/** An image or a link target is one word: a changed file name marks the whole reference. */
const ATOMIC = /!?\[[^\]]*\]\([^)]*\)/g;

function wordParts(before: string, after: string): DiffPart[] {
  // Each reference becomes one private-use character while the words are compared.
  const refs: string[] = [];
  const pack = (text: string) =>
    text.replace(ATOMIC, (whole) => {
      let i = refs.indexOf(whole);
      if (i < 0) i = refs.push(whole) - 1;
      return String.fromCharCode(0xe000 + i);
    });
  const unpack = (text: string) =>
    text.replace(/[\ue000-\uf8ff]/g, (c) => refs[c.charCodeAt(0) - 0xe000] ?? c);
  return diffWordsWithSpace(pack(before), pack(after)).map((part) => ({
    text: unpack(part.value),
    ...(part.added ? { change: 'added' as const } : part.removed ? { change: 'removed' as const } : {}),
  }));
}

/** The rows comparing `before` with `after`, block by block, words marked within changed blocks. */
export function diffMarkdown(before: string, after: string): DiffRow[] {
  const rows: DiffRow[] = [];
  // Each row is named by where its blocks stand in the two texts (b: older, a: newer).
  let b = 0;
  let a = 0;
  const push = (type: 'same' | 'removed' | 'added', text: string) => {
    rows.push({ key: `${type === 'added' ? '' : `b${b}`}${type === 'removed' ? '' : `a${a}`}`, type, text });
    if (type !== 'added') b++;
    if (type !== 'removed') a++;
  };
  const chunks = diffArrays(markdownBlocks(before), markdownBlocks(after));
  for (let i = 0; i < chunks.length; i++) {
    const chunk = chunks[i]!;
    const next = chunks[i + 1];
    if (!chunk.added && !chunk.removed) {
      for (const text of chunk.value) push('same', text);
      continue;
    }
    // Blocks removed and added at the same place are changed blocks, paired in order.
    if (chunk.removed && next?.added) {
      const pairs = Math.min(chunk.value.length, next.value.length);
      for (let k = 0; k < pairs; k++) {
        const changed = changedRow(chunk.value[k]!, next.value[k]!);
        // A block rewritten almost whole reads better as the old one and the new one than as
        // words interleaved.
        if (sharedShare(changed.inline) < 0.4) {
          push('removed', chunk.value[k]!);
          push('added', next.value[k]!);
          continue;
        }
        rows.push({ key: `b${b}a${a}`, ...changed });
        b++;
        a++;
      }
      for (const text of chunk.value.slice(pairs)) push('removed', text);
      for (const text of next.value.slice(pairs)) push('added', text);
      i++;
      continue;
    }
    for (const text of chunk.value) push(chunk.added ? 'added' : 'removed', text);
  }
  return rows;
}

function changedRow(before: string, after: string) {
  const inline = wordParts(before, after);
  return {
    type: 'changed' as const,
    inline,
    before: inline.filter((part) => part.change !== 'added'),
    after: inline.filter((part) => part.change !== 'removed'),
  };
}

/** How much of the longer side's text the two sides share (0–1), not counting spaces. */
function sharedShare(parts: DiffPart[]): number {
  const length = (change?: DiffPart['change']) =>
    parts
      .filter((part) => part.change === change || (change !== undefined && !part.change))
      .reduce((sum, part) => sum + part.text.replace(/\s/g, '').length, 0);
  const same = length(undefined);
  const longer = Math.max(length('added'), length('removed'));
  return longer === 0 ? 1 : same / longer;
}

/** Whether anything differs (a comparison of two equal texts says so instead of showing them). */
export const hasChanges = (rows: DiffRow[]) => rows.some((row) => row.type !== 'same');

/** Each part with a key: where it starts in the text it belongs to (parts have no other identity). */
export function keyedParts(parts: DiffPart[]): Array<DiffPart & { key: string }> {
  let offset = 0;
  return parts.map((part) => {
    const key = `${part.change ?? 'same'}${offset}`;
    offset += part.text.length;
    return { ...part, key };
  });
}
