import type { FeatureCheck } from '@support/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { hasLevel } from '../../core/policy';
import { glossaryEntries } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';

/**
 * Who may do what with the glossary, in the vocabulary of core/policy.ts: every member of the
 * organization reads and writes it (spec 02 §6 names no role rule); writing needs the GLOSSARY
 * feature of the plan. The organization is part
 * of every query, so another organization's entry matches no row and is not found.
 */

export const GLOSSARY_MEMBERS_ONLY = 'Only members of the organization can change its glossary';

export const canEditGlossary = (actor: Actor): boolean => hasLevel(actor, 'write');

/** SQL: the organization's entries (what a list reads). */
export const entriesOf = (organizationId: string): SQL => eq(glossaryEntries.organizationId, organizationId);

/** SQL: the entry `id` of the organization. */
export const entryOf = (organizationId: string, id: string): SQL =>
  and(eq(glossaryEntries.organizationId, organizationId), eq(glossaryEntries.id, id))!;

export const entryNotFound = () => notFound('Glossary entry not found', 'GLOSSARY_ENTRY_NOT_FOUND');

/** 403 FEATURE_NOT_AVAILABLE, with the feature check's fields, unless the plan has the glossary. */
export function assertGlossaryAccess(check: FeatureCheck): void {
  if (!check.hasAccess) {
    throw forbidden(check.upgradeMessage ?? 'The glossary is not available', 'FEATURE_NOT_AVAILABLE', check);
  }
}
