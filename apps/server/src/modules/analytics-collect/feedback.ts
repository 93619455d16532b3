import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpCenterFeedback } from '../../db/schema';

/**
 * Counts one "Was this helpful?" answer for the article in the help center's language today. Only
 * the counts are kept: nothing about the reader.
 */
export async function recordFeedback(
  db: Db,
  input: {
    organizationId: string;
    helpCenterId: string;
    articleId: string;
    language: string;
    helpful: boolean;
    now: Date;
  },
): Promise<void> {
  const day = input.now.toISOString().slice(0, 10);
  await db
    .insert(helpCenterFeedback)
    .values({
      organizationId: input.organizationId,
      helpCenterId: input.helpCenterId,
      articleId: input.articleId,
      language: input.language,
      day,
      helpful: input.helpful ? 1 : 0,
      notHelpful: input.helpful ? 0 : 1,
    })
    .onConflictDoUpdate({
      target: [
        helpCenterFeedback.helpCenterId,
        helpCenterFeedback.articleId,
        helpCenterFeedback.language,
        helpCenterFeedback.day,
      ],
      set: input.helpful
        ? { helpful: sql`${helpCenterFeedback.helpful} + 1` }
        : { notHelpful: sql`${helpCenterFeedback.notHelpful} + 1` },
    });
}
