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
