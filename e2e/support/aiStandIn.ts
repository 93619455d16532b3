import { startAiStandIn as startStandIn } from '@support/shared/testing/aiStandIn';

/** What the product is told about its AI: the stand-in below, under names no real provider has. */
export const AI_KEY = 'e2e-stand-in-key';
export const AI_MODEL = 'e2e-stand-in-model';

/**
 * The stand-in's edit, deterministic so a test can name the result: the passage the writer selected
 * (between the <passage> tags of the smart-edit prompt) in capital letters, whatever was asked.
 */
export function standInEdit(passage: string): string {
  return passage.toUpperCase();
}

/** The prefix the stand-in's translations carry, per target language named in the prompt: "[DE] ". */
const LANGUAGE_CODES: Record<string, string> = {
  German: 'DE',
  French: 'FR',
  Italian: 'IT',
  Dutch: 'NL',
  Turkish: 'TR',
  English: 'EN',
};

export function standInTranslated(text: string, code: string): string {
  return `[${code}] ${text}`;
}

/**
 * A translation answer as the product's AI provider asks for it: each piece of the JSON it sent,
 * prefixed with the target language's code, so a test can recognise it (markers like ⟦1⟧ stay as
 * they were, as a real model is told to keep them).
 */
function standInTranslation(system: string, request: { messages: Array<{ role: string; content: string }> }) {
  const target = /into ([A-Za-z]+)\./.exec(system)?.[1] ?? '';
  const code = LANGUAGE_CODES[target] ?? target.slice(0, 2).toUpperCase();
  const user = request.messages.findLast((message) => message.role === 'user')?.content ?? '{}';
  const { texts } = JSON.parse(user) as { texts: string[] };
  const answer = JSON.stringify({ texts: texts.map((text) => standInTranslated(text, code)) });
  // As slow as a model is: a translation stays Translating... (or On hold...) long enough to be seen.
  const delay = texts.some((text) => text.includes(SLOW_TRANSLATION_MARK))
    ? SLOW_TRANSLATION_MS
    : TRANSLATION_MS;
  return new Promise<string>((resolve) => setTimeout(() => resolve(answer), delay));
}

/** How long the stand-in takes per translation call. */
const TRANSLATION_MS = 3000;
/**
 * Text with this mark takes the stand-in much longer: a test keeps the product's translation
 * workers busy with such articles, so that a job queued meanwhile is seen waiting (On hold...).
 */
export const SLOW_TRANSLATION_MARK = '(takes a while)';
const SLOW_TRANSLATION_MS = 15_000;

/**
 * The server tests' AI stand-in (packages/shared/src/testing/aiStandIn.ts), answering every chat
 * with the edit above, so the built product runs its real `openai` client against it. Started once
 * by globalSetup; `env` is what the product needs to use it.
 */
export async function startAiStandIn() {
  const standIn = await startStandIn(
    {
      kind: 'reply',
      answer: (request) => {
        const system = request.messages.find((message) => message.role === 'system')?.content ?? '';
        if (system.startsWith('You translate pieces of a help article'))
          return standInTranslation(system, request);
        const user = request.messages.findLast((message) => message.role === 'user')?.content ?? '';
        const passage = /<passage>\n?([\s\S]*?)\n?<\/passage>/.exec(user)?.[1];
        if (passage !== undefined) return standInEdit(passage);
        // A help center question: an answer citing the first passage it was given.
        if (user.includes('\n\nQuestion: ')) return 'Use the reset link from the sign-in page [1].';
        // Any other prompt (of a later feature) gets an answer that says where it came from.
        return 'Answer of the e2e AI stand-in.';
      },
    },
    { apiKey: AI_KEY },
  );
  return {
    env: { AI_BASE_URL: standIn.url, AI_API_KEY: AI_KEY, AI_MODEL },
    close: standIn.close,
  };
}
