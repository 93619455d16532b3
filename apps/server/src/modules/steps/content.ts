import type { ContentType } from '@support/shared';

/**
 * The article text after step `number` (1-based) was deleted, so that every `![Step N](stepN.png)`
 * still shows the image it showed before. The rule, for any text (generated or edited by hand):
 *
 * 1. Every reference to the deleted step's image is removed; a line that held nothing else goes
 *    with it.
 * 2. Later references `![Step M](stepM.png)` become `![Step M-1](stepM-1.png)`.
 * 3. The deleted step's own words go too, where the generator's layout shows which words they are:
 *    - step-by-step guide: the numbered list item right above the image (only blank lines between),
 *      with the lines it continues on; every later numbered item that is followed by a step image
 *      in the same way is numbered one lower. Other numbered lists are left alone.
 *    - descriptive guide: the sentence line directly above the image line in the same paragraph.
 *    Where the text around the image does not have that shape, only the image goes.
 */
export function removeStepFromContent(markdown: string, number: number, contentType: ContentType): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const drop = new Set<number>();
  const items = contentType === 'STEP_BY_STEP_GUIDE' ? stepItems(lines) : new Map<number, number>();

  lines.forEach((line, i) => {
    if (!references(line, number)) return;
    if (withoutReference(line, number).trim() !== '') return;
    drop.add(i);
    const words = contentType === 'STEP_BY_STEP_GUIDE' ? listItemAbove(lines, i) : sentenceAbove(lines, i);
    for (const j of words) drop.add(j);
  });

  const kept = lines
    .map((line, i) => {
      if (drop.has(i)) return null;
      let next = withoutReference(line, number);
      if ((items.get(i) ?? 0) > number) next = renumberItem(next);
      return renumberImages(next, number);
    })
    .filter((line): line is string => line !== null);
  return tidy(kept.join('\n'));
}

const STEP_IMAGE = /!\[Step\s+(\d+)\]\(step(\d+)\.png\)/gi;
const LIST_ITEM = /^(\d+)([.)])(\s+)/;
const STEP_IMAGE_LINE = /^\s*!\[Step\s+(\d+)\]\(step\d+\.png\)\s*$/i;

/** Whether the line refers to the image of step `number` (by its text or by its file). */
function references(line: string, number: number): boolean {
  return [...line.matchAll(STEP_IMAGE)].some((m) => Number(m[1]) === number || Number(m[2]) === number);
}

function withoutReference(line: string, number: number): string {
  if (!references(line, number)) return line;
  return line
    .replace(STEP_IMAGE, (whole, alt, file) =>
      Number(alt) === number || Number(file) === number ? '' : whole,
    )
    .trimEnd();
}

function renumberImages(line: string, number: number): string {
  return line.replace(STEP_IMAGE, (_whole, alt, file) => {
    const lower = (n: number) => (n > number ? n - 1 : n);
    return `![Step ${lower(Number(alt))}](step${lower(Number(file))}.png)`;
  });
}

/** Index of the nearest line above `i` that is not blank, or -1. */
function previousContent(lines: string[], i: number): number {
  let j = i - 1;
  while (j >= 0 && lines[j]!.trim() === '') j--;
  return j;
}

/** The numbered item (with its continuation lines) whose image is line `i`, as line indexes. */
function listItemAbove(lines: string[], i: number): number[] {
  const end = previousContent(lines, i);
  if (end < 0) return [];
  let start = end;
  while (start >= 0 && !LIST_ITEM.test(lines[start]!)) {
    // Continuation lines are indented or follow without a blank line; a blank line ends the search.
    if (start === 0 || lines[start - 1]!.trim() === '' || STEP_IMAGE_LINE.test(lines[start]!)) return [];
    start--;
  }
  if (start < 0) return [];
  return Array.from({ length: end - start + 1 }, (_, k) => start + k);
}

function sentenceAbove(lines: string[], i: number): number[] {
  const j = i - 1;
  if (j < 0) return [];
  const line = lines[j]!;
  if (line.trim() === '' || /^\s*(#|!\[|[-*+]\s|\d+[.)]\s|>|```)/.test(line)) return [];
  return [j];
}

/**
 * The first line of every numbered item that a step image directly follows (the layout of a
 * step-by-step guide), with the number of that step.
 */
function stepItems(lines: string[]): Map<number, number> {
  const items = new Map<number, number>();
  lines.forEach((line, i) => {
    const image = STEP_IMAGE_LINE.exec(line);
    const first = image ? listItemAbove(lines, i)[0] : undefined;
    if (image && first !== undefined) items.set(first, Number(image[1]));
  });
  return items;
}

function renumberItem(line: string): string {
  return line.replace(LIST_ITEM, (whole, n: string, mark: string, space: string) =>
    Number(n) > 1 ? `${Number(n) - 1}${mark}${space}` : whole,
  );
}

/** No run of more than one blank line, and no blank lines at either end (spec 02 §4 editor rule). */
function tidy(text: string): string {
  return text
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+/, '')
    .replace(/\n+$/, '');
}
