import type { BuiltInTemplate } from '@support/shared';
import { de } from './de';
import { en } from './en';
import type { TemplateTexts, Tone } from './types';

/** The languages with their own template texts; every other supported language gets English. */
const TEXTS: Record<string, TemplateTexts> = { en, de };

/**
 * The markdown a new article starts with when made from a built-in template, in the article's
 * language and the organization's tone (du/Sie). Written on the server, so the writer's browser
 * language does not decide the article's.
 */
export function builtInTemplateMarkdown(
  template: BuiltInTemplate,
  language: string,
  formality: 'FORMAL' | 'INFORMAL',
): string {
  const texts = TEXTS[language] ?? en;
  const tone: Tone = formality === 'FORMAL' ? 'formal' : 'informal';
  return texts[template](tone);
}
