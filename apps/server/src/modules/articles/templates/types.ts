import type { BuiltInTemplate } from '@support/shared';

/** German and the other languages with a du/Sie distinction: which one the organization uses. */
export type Tone = 'informal' | 'formal';

/** One language's built-in templates: each is markdown with headings and lines that say what to write. */
export type TemplateTexts = Record<BuiltInTemplate, (tone: Tone) => string>;

/** A hint in italics, so it reads as "write here" and not as finished text; "1. …" stays a list item. */
const hint = (line: string): string => {
  const item = /^(\d+\.) (.*)$/.exec(line);
  return item ? `${item[1]} _${item[2]}_` : `_${line}_`;
};

/** The sections of a template as markdown: a heading and its hint lines (list items kept together). */
export const sections = (parts: readonly (readonly [heading: string, ...hints: string[]])[]): string =>
  parts
    .map(([heading, ...hints]) => {
      const isList = hints.every((line) => /^\d+\. /.test(line));
      return `## ${heading}\n\n${hints.map(hint).join(isList ? '\n' : '\n\n')}`;
    })
    .join('\n\n');
