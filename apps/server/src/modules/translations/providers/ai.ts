import { type AiClient, describeWritingStyle, languageName } from '../../../lib/ai';
import { AppError } from '../../../lib/errors';
import { glossaryPromptSection } from '../../glossary';
import {
  TranslationMalformedError,
  type TranslationProvider,
  type TranslationRequest,
  TranslationUnavailableError,
} from './types';

/**
 * Translation by the configured OpenAI-compatible model: the pieces go as a JSON array and must
 * come back as one of the same length, in the organization's tone and with its glossary's terms.
 */
export function aiTranslationProvider(ai: AiClient): TranslationProvider {
  return {
    name: 'ai',
    maxCharsPerCall: 6_000,
    async unsupportedPair() {
      return null;
    },
    async translate(request) {
      let answer: string;
      try {
        answer = await ai.complete({
          system: systemPrompt(request),
          user: JSON.stringify({ texts: request.texts }),
          // Room for a longer language (German runs ~30 % longer than English) and the JSON around it.
          maxTokens: Math.ceil(request.texts.join('').length / 2) + 500,
        });
      } catch (error) {
        if (error instanceof AppError) throw new TranslationUnavailableError(error.message);
        throw error;
      }
      return parseAnswer(answer, request.texts.length);
    },
  };
}

function systemPrompt(request: TranslationRequest): string {
  return [
    `You translate pieces of a help article from ${languageName(request.source)} into ${languageName(request.target)}.`,
    describeWritingStyle({ ...request.style, sourceLanguage: request.target }),
    'Each piece is a heading, a list item, a table cell or a paragraph line in Markdown. Keep its Markdown (**bold**, _italic_, [link text]) and translate only the words.',
    'Markers like ⟦1⟧ stand for code, images and addresses: copy each marker exactly once, unchanged, where it belongs in the translated sentence.',
    'Do not add line breaks, explanations or quotes. Keep names of buttons and menus that appear in the product as they are unless the piece translates them.',
    glossaryPromptSection(request.glossary),
    'Answer only with JSON of this form: {"texts": ["…", "…"]}, with as many texts as you were given, in the same order.',
  ]
    .filter(Boolean)
    .join('\n');
}

function parseAnswer(answer: string, count: number): string[] {
  // Models like to wrap JSON in a fenced block.
  const json = answer
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new TranslationMalformedError('the AI did not answer with JSON');
  }
  const texts = (parsed as { texts?: unknown })?.texts;
  if (!Array.isArray(texts) || texts.length !== count || texts.some((text) => typeof text !== 'string'))
    throw new TranslationMalformedError(`the AI answered another number of texts than the ${count} asked`);
  return texts as string[];
}
