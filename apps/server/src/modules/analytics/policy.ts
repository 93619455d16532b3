import type { Actor } from '../../core/actor';
import { hasLevel } from '../../core/policy';

/**
 * Who may read analytics (spec 02 §6), in the vocabulary of core/policy.ts: every member of the
 * organization reads its views, searches and helpfulness; changing the range's time zone is an
 * organization setting (organizations policy, `canUpdate` on the organization). Every report query
 * takes the organization from `scopeOf`, so another organization's counts are never summed.
 */
export const ANALYTICS_MEMBERS_ONLY = 'Only members of the organization can read its analytics';

export const canReadAnalytics = (actor: Actor): boolean => hasLevel(actor, 'read');
