import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import type { Queryable } from '../../db/client';
import { memberships } from '../../db/schema';
import type { JobQueue } from '../../jobs/types';
import { badRequest } from '../../lib/errors';
import { mentionMailJob } from './mentionMailJob';

/** The mentioned ids, once each, after checking every one is a member of the organization. */
export async function checkedMentions(
  db: Queryable,
  organizationId: string,
  ids: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), inArray(memberships.userId, unique)));
  if (found.length !== unique.length) {
    throw badRequest('You can only mention members of your organization', 'COMMENT_MENTION_NOT_MEMBER');
  }
  return unique;
}

/**
 * One mail job per person newly mentioned in the comment, in the transaction that saved it: never
 * to the author, and never again to someone the comment already mentioned before an edit.
 */
export async function mailMentioned(input: {
  tx: Queryable;
  jobs: JobQueue;
  actor: Actor;
  organizationId: string;
  commentId: string;
  mentioned: readonly string[];
  before?: readonly string[];
  baseUrl: string;
}): Promise<void> {
  const already = new Set(input.before ?? []);
  for (const recipientId of input.mentioned) {
    if (recipientId === input.actor.userId || already.has(recipientId)) continue;
    await mentionMailJob.enqueue(input.jobs, input.tx, {
      organizationId: input.organizationId,
      payload: { commentId: input.commentId, recipientId, baseUrl: input.baseUrl },
    });
  }
}
