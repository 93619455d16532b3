import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import { activeOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema/articles';
import { recordRevision } from '../article-revisions/record';
import { articleUpdated } from './changes';
import { articleNotFound, articleOf } from './policy';
import { emitArticleEvent } from './webhookEvents';

/** 16 random bytes, URL-safe: unguessable, and short enough for a link. */
export const newSharingId = () => randomBytes(16).toString('base64url');

/**
 * `POST /help-articles/{id}/publish` and `/unpublish`. The sharing id is made on the first publish
 * and kept when the article is unpublished and published again, so a link handed out stays valid.
 */
export async function setArticleShared(input: {
  db: Db;
  changes: ChangeBus;
  actor: Actor;
  id: string;
  shared: boolean;
  now: Date;
}) {
  const organizationId = activeOrganizationOf(input.actor);
  await input.changes.transaction(input.db, async (tx, record) => {
    const [updated] = await tx
      .update(articles)
      .set({
        isPubliclyShared: input.shared,
        ...(input.shared ? { sharingId: sql`coalesce(${articles.sharingId}, ${newSharingId()})` } : {}),
        updatedAt: input.now,
      })
      .where(articleOf(organizationId, input.id))
      .returning({ id: articles.id, title: articles.title });
    if (!updated) throw articleNotFound();
    await record(articleUpdated({ id: updated.id, organizationId }));
    const type = input.shared ? 'article.published' : 'article.unpublished';
    await emitArticleEvent(tx, type, { ...updated, organizationId }, input.now);
    await recordRevision(tx, {
      organizationId,
      articleId: updated.id,
      authorId: input.actor.userId,
      kind: input.shared ? 'publish' : 'unpublish',
      now: input.now,
    });
  });
}
