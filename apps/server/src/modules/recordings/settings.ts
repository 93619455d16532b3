import type { RecorderSettings } from '@support/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { activeOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { checkFeature, type PlanCatalogue } from '../billing';

/**
 * `GET /v1/recordings/settings`: what the extension needs after sign-in: where it records for, the
 * terms it must blur, and whether another article fits the plan (else it warns before recording,
 * because the upload would end as NO_CREDITS_LEFT). Open also with an inactive subscription, so the
 * extension can say why recording is not possible.
 */
export async function recorderSettings(input: {
  db: Db;
  plans: PlanCatalogue;
  actor: Actor;
  now: Date;
}): Promise<RecorderSettings> {
  const organizationId = activeOrganizationOf(input.actor);
  const [[organization], total, monthly] = await Promise.all([
    input.db
      .select({
        name: organizations.name,
        redactionTerms: organizations.redactionTerms,
        hideTypedEmails: organizations.hideTypedEmails,
      })
      .from(organizations)
      .where(eq(organizations.id, organizationId)),
    checkFeature({ ...input, feature: 'ARTICLES_TOTAL' }),
    checkFeature({ ...input, feature: 'ARTICLES_MONTHLY' }),
  ]);
  const fits = (check: typeof total) => check.hasAccess && !check.isLimitReached;
  return {
    organizationId,
    organizationName: organization?.name ?? '',
    redactionTerms: organization?.redactionTerms ?? [],
    hideTypedEmails: organization?.hideTypedEmails ?? true,
    canCreateArticle: fits(total) && fits(monthly),
  };
}

/** The organization's "zoom to the action" setting, read before an upload's images are rendered. */
export async function zoomsToAction(db: Db, organizationId: string): Promise<boolean> {
  const [organization] = await db
    .select({ zoomToAction: organizations.zoomToAction })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return organization?.zoomToAction ?? true;
}
