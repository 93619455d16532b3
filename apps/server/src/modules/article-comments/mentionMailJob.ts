import { resolveUiLanguage } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { memberOf } from '../../core/tenancy';
import { articleComments, articles, users } from '../../db/schema';
import { defineJob } from '../../jobs/defineJob';
import { mentionMail } from './mentionMail';
import { personName } from './presenter';

const ZPayload = z.object({ commentId: z.uuid(), recipientId: z.uuid(), baseUrl: z.string() });

/**
 * `comment-mention-mail`: one mail to one person mentioned in one comment, sent by the queue so the
 * comment's request never waits on SMTP and a failed delivery is retried without mailing the
 * others again. Sent in the recipient's own language; nothing is sent when the comment was deleted
 * or the person left the organization meanwhile.
 */
export const mentionMailJob = defineJob({
  type: 'comment-mention-mail',
  payload: ZPayload,
  scope: 'organization',
  needs: ['db', 'mailer'],
  maxAttempts: 3,
  handler: (deps) => ({
    async run(job) {
      const { commentId, recipientId, baseUrl } = job.payload;
      const [comment] = await deps.db
        .select({
          articleId: articleComments.articleId,
          threadId: articleComments.threadId,
          body: articleComments.body,
          title: articles.title,
          author: { firstName: users.firstName, lastName: users.lastName, email: users.email },
        })
        .from(articleComments)
        .innerJoin(articles, eq(articles.id, articleComments.articleId))
        .leftJoin(users, eq(users.id, articleComments.authorId))
        .where(
          and(eq(articleComments.organizationId, job.organizationId), eq(articleComments.id, commentId)),
        );
      if (!comment) return;
      const [recipient] = await deps.db
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(and(eq(users.id, recipientId), memberOf(job.organizationId, recipientId)));
      if (!recipient) return;
      const language = resolveUiLanguage(recipient.language);
      const thread = comment.threadId ?? commentId;
      const query = new URLSearchParams({ tab: 'edit', comments: thread, l: language });
      await deps.mailer.send(
        mentionMail({
          to: recipient.email,
          author: comment.author?.email ? personName(comment.author) : '—',
          article: comment.title,
          body: comment.body,
          link: `${baseUrl}/articles/${comment.articleId}?${query}`,
          language,
        }),
      );
    },
  }),
});
