import type { ContentType } from '@support/shared';
import { type AiClient, type AiCompletionInput, describeWritingStyle, type WritingStyle } from '../../lib/ai';
import { type GlossaryHint, glossaryPromptSection } from '../glossary';
import type { WriterStep } from './writer';

/** The AI service failed: the job retries, and at the end it is TEMPORARY_GENERATION_SERVICE_DOWNTIME. */
export class PolishFailedError extends Error {
  override name = 'PolishFailedError';
}

const STEP_IMAGE = /!\[Step (\d+)\]\(step(\d+)\.png\)/g;

/** The step image references in order, e.g. ["![Step 1](step1.png)", …]. */
export const stepImages = (markdown: string) => [...markdown.matchAll(STEP_IMAGE)].map((match) => match[0]);

/**
 * The optional AI pass over the deterministic text: better wording from the same step data, in the
 * organization's style. The result is used only if it still has every step image, once and in
 * order; an answer that broke them is dropped for the deterministic text (`polished: false`), since
 * the article is complete without the AI and a user should not wait for a retry of a bad answer.
 * When the provider itself fails, PolishFailedError (the job retries).
 */
export async function polishArticle(input: {
  ai: AiClient;
  draft: string;
  steps: WriterStep[];
  style: WritingStyle;
  contentType: ContentType;
  /** The organization's glossary entries that occur in the draft or the step data. */
  glossary?: readonly GlossaryHint[];
}): Promise<{ content: string; polished: boolean }> {
  let answer: string;
  try {
    answer = await input.ai.complete(polishPrompt(input));
  } catch (error) {
    throw new PolishFailedError(`the AI polishing pass failed: ${(error as Error).message}`);
  }
  const text = unwrap(answer);
  const expected = stepImages(input.draft);
  const got = stepImages(text);
  if (!text || got.length !== expected.length || got.some((image, i) => image !== expected[i])) {
    return { content: input.draft, polished: false };
  }
  return { content: text, polished: true };
}

export function polishPrompt(input: {
  draft: string;
  steps: WriterStep[];
  style: WritingStyle;
  contentType: ContentType;
  glossary?: readonly GlossaryHint[];
}): AiCompletionInput {
  const form =
    input.contentType === 'STEP_BY_STEP_GUIDE'
      ? '- Keep it a numbered list with one instruction per recorded step, each followed by its image.'
      : '- Keep it connected prose in paragraphs, each sentence followed by its image as in the draft.';
  const system = [
    'You polish help articles that were written automatically from a screen recording of a task in a web application or a desktop application.',
    'Improve the wording so it reads naturally and clearly, as an experienced technical writer would. Answer with the whole article in Markdown only: no introduction, no explanation, no code fence.',
    'Rules:',
    '- Keep every image line exactly as written, such as ![Step 3](step3.png), on its own line and in the same order. Do not add, remove, merge or renumber images.',
    form,
    '- Keep the names of buttons, fields, links, pages and applications exactly as written, and keep typed values, links and key names.',
    input.steps.some((step) => step.application && !step.pageUrl)
      ? '- A step with an "application" and no web page happened in that desktop application: keep naming it where the draft does ("In Excel, click …"). A "typed" of "(withheld)" means text was typed that must not be shown: never guess it.'
      : '',
    '- Do not invent steps, menu names or facts that the recorded steps do not contain. Do not add a title heading.',
    input.steps.some((step) => step.narration)
      ? '- A step\'s "said" is what the person narrated while recording it (a speech transcript, maybe with recognition errors). Use it to explain why or what happens when it adds information; leave out filler and what the instruction already says. Keep the language of the article.'
      : '',
    describeWritingStyle(input.style),
    glossaryPromptSection(input.glossary ?? []),
  ]
    .filter(Boolean)
    .join('\n');
  const data = input.steps.map((step) => ({
    step: step.number,
    action: step.action,
    page: step.pageTitle || step.pageUrl,
    application: step.application,
    element: step.elementLabel || undefined,
    role: step.elementRole,
    typed: step.valueWithheld ? '(withheld)' : step.typedValue,
    key: step.key,
    said: step.narration,
  }));
  const user = `Recorded steps:\n${JSON.stringify(data)}\n\nDraft article:\n<article>\n${input.draft}\n</article>`;
  const maxTokens = Math.min(16_384, Math.max(1_024, Math.ceil(input.draft.length / 2) + 1_024));
  return { system, user, maxTokens };
}

/** The article without a code fence or <article> tags a model may have put around it. */
function unwrap(answer: string): string {
  let text = answer.trim();
  const fenced = /^```(?:markdown|md)?[ \t]*\n([\s\S]*?)\n```$/i.exec(text);
  if (fenced) text = fenced[1]!.trim();
  const tagged = /^<article>\s*([\s\S]*?)\s*<\/article>$/i.exec(text);
  if (tagged) text = tagged[1]!.trim();
  return text;
}
