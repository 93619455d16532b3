import { FEEDBACK_REASON_MAX_LENGTH } from '@support/shared';
import type { Db } from '../../db/client';
import { helpCenterFeedbackReasons } from '../../db/schema';

/**
 * A reader's "What was missing?" as it is kept: one line (control characters, which PostgreSQL
 * cannot store or which would break the line, become spaces), trimmed. Null when nothing is left;
 * 'tooLong' past FEEDBACK_REASON_MAX_LENGTH (the field's `maxlength` stops a browser before that).
 */
export function cleanReason(value: unknown): string | null | 'tooLong' {
  if (typeof value !== 'string') return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters replaced
  const line = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
  if (!line) return null;
  return line.length > FEEDBACK_REASON_MAX_LENGTH ? 'tooLong' : line;
}

/** Keeps one reason with where it was given; nothing about the reader. */
export async function recordFeedbackReason(
  db: Db,
  input: {
    organizationId: string;
    helpCenterId: string;
    articleId: string;
    language: string;
    reason: string;
    now: Date;
  },
): Promise<void> {
  await db.insert(helpCenterFeedbackReasons).values({
    organizationId: input.organizationId,
    helpCenterId: input.helpCenterId,
    articleId: input.articleId,
    language: input.language,
    reason: input.reason,
    createdAt: input.now,
  });
}
