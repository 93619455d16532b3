import type { Organization } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { adminOf, adminOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { SETTINGS_ADMIN_ONLY } from './policy';
import { getOrganization } from './queries';

/**
 * `PUT /organization/settings/audio`: whether the shared page and the help centers offer narrated
 * articles' audio (issue 17). ADMIN only, checked in the token and again in SQL; off by default,
 * because a voice is personal data. Public pages read it when they are rendered.
 */
export async function updateAudioSharing(input: {
  db: Db;
  actor: Actor;
  shareAudio: boolean;
  now: Date;
}): Promise<Organization> {
  const organizationId = adminOrganizationOf(input.actor, SETTINGS_ADMIN_ONLY);
  const updated = await input.db
    .update(organizations)
    .set({ shareAudio: input.shareAudio, updatedAt: input.now })
    .where(and(eq(organizations.id, organizationId), adminOf(organizations.id, input.actor.userId)))
    .returning({ id: organizations.id });
  if (updated.length === 0) throw forbidden(SETTINGS_ADMIN_ONLY, 'ADMIN_ONLY');
  return getOrganization({ db: input.db, actor: input.actor, organizationId });
}
