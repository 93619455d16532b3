import { type AiCompletionInput, describeWritingStyle, type WritingStyle } from '../../lib/ai';
import { type GlossaryHint, glossaryPromptSection } from '../glossary';

/**
 * The smart-edit prompt: the passage and the writer's instruction in, the edited passage out.
 * The markdown conventions of spec 02 §5 are spelled out so the model keeps image references.
 */
export function smartEditPrompt(input: {
  style: WritingStyle;
  markdownText: string;
  changeRequest: string;
  /** The organization's glossary entries that occur in the passage or the request. */
  glossary?: readonly GlossaryHint[];
}): AiCompletionInput {
  const system = [
    'You edit passages of help articles (step-by-step guides for software) written in Markdown.',
    'Apply the change request to the passage and answer with the edited passage only: no introduction, no explanation, no quotation marks or code fence around it.',
    'Rules:',
    '- Keep the Markdown formatting that the change request does not concern.',
    '- Keep every image reference exactly as written, such as ![Step 3](step3.png), ![External:…](…) and ![Demo Gif](output.gif), unless the change request asks to remove it.',
    '- Keep links and their targets, including article:… links.',
    '- Do not invent facts, menu names or steps that the passage does not contain.',
    '- If the change request asks to remove the passage, answer with nothing.',
    describeWritingStyle(input.style),
    glossaryPromptSection(input.glossary ?? []),
  ]
    .filter(Boolean)
    .join('\n');
  const user = `Change request:\n${input.changeRequest}\n\nPassage:\n<passage>\n${input.markdownText}\n</passage>`;
  // Room for an edit that grows the passage (about 4 characters a token), within what models allow.
  const maxTokens = Math.min(16_384, Math.max(1_024, Math.ceil(input.markdownText.length / 2) + 1_024));
  return { system, user, maxTokens };
}

/**
 * The edited passage as it replaces the selection: a code fence or <passage> tags the model put
 * around it are removed, and the selection's own leading and trailing whitespace is kept, so the
 * text around the selection stays as it was. An empty answer stays empty (it removes the selection).
 */
export function editedPassage(answer: string, original: string): string {
  let text = answer.trim();
  const fenced = /^```(?:markdown|md)?[ \t]*\n([\s\S]*?)\n```$/i.exec(text);
  if (fenced && !original.trim().startsWith('```')) text = fenced[1]!.trim();
  const tagged = /^<passage>\s*([\s\S]*?)\s*<\/passage>$/i.exec(text);
  if (tagged) text = tagged[1]!.trim();
  if (!text) return '';
  const leading = /^\s*/.exec(original)?.[0] ?? '';
  const trailing = /\s*$/.exec(original)?.[0] ?? '';
  return `${leading}${text}${trailing}`;
}
