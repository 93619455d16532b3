import { GLOSSARY_DEFINITION_MAX_LENGTH, type GlossarySearchResult } from '@support/shared';
import { type AiCompletionInput, describeWritingStyle, type WritingStyle } from '../../lib/ai';

/**
 * The prompt for a glossary definition: the term, and how the organization's own articles use it
 * (their passages), so the definition fits the product rather than the dictionary.
 */
export function definitionPrompt(input: {
  term: string;
  style: WritingStyle;
  usages: readonly GlossarySearchResult[];
}): AiCompletionInput {
  const system = [
    "You write entries of a software product's glossary, used by the team that writes its help articles.",
    'Answer with the definition of the term only: one to three plain sentences that say what it is or means in this product, without Markdown, without quotation marks, and without repeating the term as a label in front.',
    'If the passages show how the product uses the term, define it that way; otherwise give the usual meaning in software. Do not invent features.',
    describeWritingStyle(input.style),
  ].join('\n');
  const passages = input.usages.map((usage) => `- ${usage.title}: ${usage.snippet}`).join('\n');
  const user = passages
    ? `Term: ${input.term}\n\nPassages of the team's articles that use it:\n<passages>\n${passages}\n</passages>`
    : `Term: ${input.term}`;
  return { system, user, maxTokens: 400 };
}

/** The model's answer as a definition the form can save: unwrapped, one paragraph, within bounds. */
export function definitionText(answer: string, term: string): string {
  let text = answer.trim();
  const fenced = /^```[a-z]*\s*\n?([\s\S]*?)\n?```$/i.exec(text);
  if (fenced) text = fenced[1]!.trim();
  text = text.replace(/^["'“„«]+|["'”“»]+$/g, '').trim();
  // "Workspace: A shared area …" → "A shared area …"
  const label = new RegExp(`^\\**${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\**\\s*[:–—-]\\s*`, 'i');
  text = text.replace(label, '').replace(/\s+/g, ' ').trim();
  if (text.length <= GLOSSARY_DEFINITION_MAX_LENGTH) return text;
  const cut = text.slice(0, GLOSSARY_DEFINITION_MAX_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
