import { DEMO_GIF_MARKDOWN } from '@support/shared';

/** Paragraph-like blocks: runs of lines that are not blank. */
const BLOCK = /(?:[^\n]*\S[^\n]*(?:\n|$))+/g;
const NOT_INTRO = /^\s*(!\[|\d+[.)]\s|[-*+]\s|>|```|\|)/;

/**
 * The text with `![Demo Gif](output.gif)` near the top, as a paragraph of its own: after the
 * introduction (the first paragraph after any headings), or before the first step when there is no
 * introduction (the text starts with a list item or an image). The rest of the text is kept byte
 * for byte; a text that already shows the GIF is returned as it is.
 */
export function withDemoGif(markdown: string): string {
  if (markdown.includes(DEMO_GIF_MARKDOWN)) return markdown;
  if (!markdown.trim()) return DEMO_GIF_MARKDOWN;
  const blocks = [...markdown.matchAll(BLOCK)].map((m) => ({ start: m.index, text: m[0] }));
  let i = 0;
  while (i < blocks.length && /^\s*#{1,6}\s/.test(blocks[i]!.text)) i++;
  const block = blocks[i];
  if (!block) return `${markdown.trimEnd()}\n\n${DEMO_GIF_MARKDOWN}`;
  if (NOT_INTRO.test(block.text)) {
    return `${markdown.slice(0, block.start)}${DEMO_GIF_MARKDOWN}\n\n${markdown.slice(block.start)}`;
  }
  const end = block.start + block.text.trimEnd().length;
  return `${markdown.slice(0, end)}\n\n${DEMO_GIF_MARKDOWN}${markdown.slice(end)}`;
}
