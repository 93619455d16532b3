import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, helpCenterFeedback } from '../../db/schema';
import { emitWebhookEvent } from '../../webhooks/outbox';

/**
 * Counts one "Was this helpful?" answer for the article in the help center's language today. Only
 * the counts are kept: nothing about the reader (nor in the `feedback.received` webhook event).
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
  await db.transaction(async (tx) => {
    await tx
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
    await emitWebhookEvent(tx, {
      organizationId: input.organizationId,
      type: 'feedback.received',
      data: async () => {
        const [article] = await tx
          .select({ title: articles.title })
          .from(articles)
          .where(and(eq(articles.organizationId, input.organizationId), eq(articles.id, input.articleId)));
        const { articleId, helpCenterId, language, helpful } = input;
        return { articleId, helpCenterId, language, helpful, title: article?.title ?? '' };
      },
      now: input.now,
    });
  });
}
