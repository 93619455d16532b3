import type { FeatureKey } from '@support/shared';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { invitations, memberships, organizations } from '../../../db/schema';
import { countOrganizationArticles } from '../../articles/counter';
import { countGlossaryEntries } from '../../glossary/counter';
import { countHelpCenters } from '../../help-centers/counter';

/** How much of a feature an organization holds right now, counted from its own data. */
export type UsageCounter = (db: Queryable, organizationId: string, now: Date) => Promise<number>;

/**
 * Features whose usage is what exists now rather than what was done in a period: deleting one frees
 * a unit. They are counted, never recorded. The articles and help-center work add their counter here
 * (one line each, SQL on their own tables); until then such a feature counts 0.
 */
export const LIVE_FEATURES: readonly FeatureKey[] = [
  'ARTICLES_TOTAL',
  'HELPCENTERS_TOTAL',
  'TEAM_MEMBERS',
  'AUTO_TRANSLATION_LANGUAGES',
  'GLOSSARY',
];

export const isLiveFeature = (feature: FeatureKey): boolean => LIVE_FEATURES.includes(feature);

/** Members plus the invitations still open (an expired one no longer holds a seat). */
const countTeamSeats: UsageCounter = async (db, organizationId, now) => {
  const [members] = await db
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.organizationId, organizationId));
  const [pending] = await db
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(invitations.status, 'PENDING'),
        gt(invitations.expiresAt, now),
      ),
    );
  return (members?.n ?? 0) + (pending?.n ?? 0);
};

const countTranslationLanguages: UsageCounter = async (db, organizationId) => {
  const [row] = await db
    .select({ n: sql<number>`cardinality(${organizations.translationLanguages})`.mapWith(Number) })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.n ?? 0;
};

export const LIVE_COUNTERS: Partial<Record<FeatureKey, UsageCounter>> = {
  ARTICLES_TOTAL: countOrganizationArticles,
  HELPCENTERS_TOTAL: countHelpCenters,
  TEAM_MEMBERS: countTeamSeats,
  AUTO_TRANSLATION_LANGUAGES: countTranslationLanguages,
  GLOSSARY: countGlossaryEntries,
};
