import type { ArticleComment, ArticleCommentThread, CommentAnchor, CommentPerson } from '@support/shared';
import type { Actor } from '../../core/actor';
import type { articleComments } from '../../db/schema';
import type { ArticleText } from './context';
import { canDeleteComment, canEditComment } from './policy';

export type CommentRow = typeof articleComments.$inferSelect;
/** The people a list names (authors, resolvers, mentioned members), by id. */
export type People = Map<string, CommentPerson>;

export function personName(user: { firstName: string; lastName: string; email: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

const personOf = (people: People, id: string | null) => (id ? (people.get(id) ?? null) : null);

export function presentComment(row: CommentRow, people: People, actor: Actor): ArticleComment {
  return {
    id: row.id,
    body: row.body,
    author: personOf(people, row.authorId),
    mentions: row.mentionedUserIds.flatMap((id) => people.get(id) ?? []),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    canEdit: canEditComment(actor, row),
    canDelete: canDeleteComment(actor, row),
  };
}

/**
 * A thread's anchor as it stands now: a quote no longer in the markdown, or a step the article no
 * longer has, is kept and marked gone. The offset follows the quote when text before it changed.
 */
export function presentAnchor(row: CommentRow, text: ArticleText): CommentAnchor | null {
  if (row.quote !== null) {
    const stored = row.quoteOffset;
    const stays = stored !== null && text.content.startsWith(row.quote, stored);
    const found = stays ? stored : text.content.indexOf(row.quote);
    return { type: 'text', quote: row.quote, offset: found >= 0 ? found : stored, gone: found < 0 };
  }
  if (row.stepId !== null) {
    const index = text.stepIndexes.get(row.stepId);
    return { type: 'step', stepId: row.stepId, stepIndex: index ?? null, gone: index === undefined };
  }
  return null;
}

export function presentThread(
  row: CommentRow,
  replies: CommentRow[],
  context: { people: People; actor: Actor; text: ArticleText },
): ArticleCommentThread {
  const { people, actor, text } = context;
  return {
    ...presentComment(row, people, actor),
    anchor: presentAnchor(row, text),
    resolved: row.resolvedAt
      ? { by: personOf(people, row.resolvedBy), at: row.resolvedAt.toISOString() }
      : null,
    replies: replies.map((reply) => presentComment(reply, people, actor)),
  };
}
