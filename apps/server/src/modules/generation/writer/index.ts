import { cleanText } from './escape';
import { descriptive, stepByStep } from './layout';
import { narrationExplanation } from './narration';
import { applicationLead, describeStep } from './sentence';
import { titleAndIntro } from './task';
import { LANGUAGE_PACKS } from './templates';
import type { Voice, WriterInput } from './types';

export type { WriterInput, WriterStep } from './types';

/**
 * Writes a step recording's article without AI: deterministic, so the same steps and settings
 * always give the same text, and the step images stay 1:1 with the steps in order (a repeated
 * action is written again rather than dropped, because its screenshot is there).
 *
 * Voice rule, the same in every language: PERSONAL speaks to the reader with the imperative of
 * the formality (du/Sie, tu/vous, je/u, tu/Lei, sen/siz; English "you" either way), IMPERSONAL
 * uses the language's neutral instruction form (infinitive in de/fr/it/nl, passive in tr, the
 * imperative without "you" in English) and so has no formality.
 */
export function writeArticle(input: WriterInput): { title: string; content: string } {
  const pack = LANGUAGE_PACKS[input.language] ?? LANGUAGE_PACKS.en;
  const voice: Voice =
    input.addressingStyle === 'IMPERSONAL'
      ? 'impersonal'
      : input.formality === 'FORMAL'
        ? 'formal'
        : 'informal';
  const named = titleAndIntro(input.steps, input.language, pack, voice);
  const title = cleanText(input.title ?? '', 300) || named.title;
  const intro = named.intro;
  const sentences = input.steps.map((step, index) => {
    const text = describeStep(step, pack, voice);
    const lead = applicationLead(step, input.steps[index - 1], pack);
    return { step, text, lead, explanation: narrationExplanation(step.narration, text) };
  });
  const content =
    input.contentType === 'DESCRIPTIVE_GUIDE'
      ? descriptive(intro, sentences, pack, voice)
      : stepByStep(intro, sentences, pack, voice);
  return { title, content };
}
