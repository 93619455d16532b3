import { stepImageMarkdown } from '@support/shared';
import { publicUrl } from './escape';
import type { LanguagePack, Voice, WriterStep } from './types';

/** `explanation`: what the person said during the step, when it adds to the sentence (narration.ts). */
type Sentence = { step: WriterStep; text: string; explanation?: string | null; lead?: string };

/** "1. Click **Save**." (and what was said about it) then the step's image, for every step in order. */
export function stepByStep(intro: string, sentences: Sentence[], pack: LanguagePack, voice: Voice): string {
  const blocks = sentences.map(({ step, text, explanation, lead }) => {
    const instruction = lead ? withTransition(text, lead, pack, voice) : text;
    return [`${step.number}. ${instruction}`, explanation, stepImageMarkdown(step.number)]
      .filter(Boolean)
      .join('\n\n');
  });
  return [intro, ...blocks].join('\n\n');
}

/** Steps on one page belong to one paragraph: same address without query and fragment. */
function pageKey(step: WriterStep): string {
  const url = publicUrl(step.pageUrl);
  return url ? `${url.origin}${url.pathname}${url.hash}` : step.pageUrl || step.pageTitle;
}

function withTransition(sentence: string, word: string, pack: LanguagePack, voice: Voice): string {
  if (pack.placeTransition) return pack.placeTransition(sentence, word, voice);
  const first = sentence.charAt(0);
  return `${word} ${first.toLocaleLowerCase(pack.locale)}${sentence.slice(1)}`;
}

/**
 * Connected prose: a paragraph per page, the sentences linked by "First … Then … Finally …", each
 * sentence followed on its own line by the image it describes. A single step needs no transition.
 */
export function descriptive(intro: string, sentences: Sentence[], pack: LanguagePack, voice: Voice): string {
  const { first, next, last } = pack.transitions;
  const paragraphs: string[][] = [];
  let previousPage: string | undefined;
  sentences.forEach(({ step, text, explanation, lead }, index) => {
    // A step naming its application leads with that ("In **Excel**, …") instead of "Then".
    const word = lead
      ? lead
      : sentences.length === 1
        ? ''
        : index === 0
          ? first
          : index === sentences.length - 1
            ? last
            : next[(index - 1) % next.length]!;
    const instruction = word ? withTransition(text, word, pack, voice) : text;
    const line = explanation ? `${instruction} ${explanation}` : instruction;
    const page = pageKey(step);
    if (page !== previousPage || paragraphs.length === 0) paragraphs.push([]);
    previousPage = page;
    paragraphs[paragraphs.length - 1]!.push(line, stepImageMarkdown(step.number));
  });
  return [intro, ...paragraphs.map((lines) => lines.join('\n'))].join('\n\n');
}
