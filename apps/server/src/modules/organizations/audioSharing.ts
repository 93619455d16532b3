import type { Organization } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import { adminOf, authorizedOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { articles, articleVersions, organizations } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { articleUpdated } from '../articles/changes';
import { canUpdateOrganization, SETTINGS_ADMIN_ONLY } from './policy';
import { getOrganization } from './queries';

/**
 * `PUT /organization/settings/audio`: whether the shared page and the help centers offer narrated
 * articles' audio (issue 17). ADMIN only, checked in the token and again in SQL; off by default,
 * because a voice is personal data. Public pages read it when they are rendered, so each publicly
 * shared narrated article of the organization is announced as changed (its cached pages go).
 */
export async function updateAudioSharing(input: {
  db: Db;
  changes: ChangeBus;
  actor: Actor;
  shareAudio: boolean;
  now: Date;
}): Promise<Organization> {
  const organizationId = authorizedOrganizationOf(input.actor, canUpdateOrganization, SETTINGS_ADMIN_ONLY);
  await input.changes.transaction(input.db, async (tx, record) => {
    const updated = await tx
      .update(organizations)
      .set({ shareAudio: input.shareAudio, updatedAt: input.now })
      .where(and(eq(organizations.id, organizationId), adminOf(organizations.id, input.actor.userId)))
      .returning({ id: organizations.id });
    if (updated.length === 0) throw forbidden(SETTINGS_ADMIN_ONLY, 'ADMIN_ONLY');
    const narrated = await tx
      .select({ id: articles.id })
      .from(articles)
      .innerJoin(articleVersions, eq(articleVersions.id, articles.activeVersionId))
      .where(
        and(
          eq(articles.organizationId, organizationId),
          eq(articles.isPubliclyShared, true),
          eq(articleVersions.hasAudio, true),
        ),
      );
    for (const article of narrated) await record(articleUpdated({ id: article.id, organizationId }));
    await record({ topic: 'organization', organizationId });
  });
  return getOrganization({ db: input.db, actor: input.actor, organizationId });
}
