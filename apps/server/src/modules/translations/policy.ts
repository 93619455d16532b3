import type { Actor } from '../../core/actor';
import { canAdministerOrganization } from '../../core/policy';

/**
 * Who may do what with translations (spec 02 §6), in the vocabulary of core/policy.ts: every member
 * reads an article's translations and the organization's translation jobs (both scoped by the
 * organization in their queries); adding or removing a translation language starts or discards
 * work for every article, so it is for ADMINs, and the write repeats that in its SQL (`adminOf`).
 */
export const TRANSLATION_LANGUAGES_ADMIN_ONLY = 'Only admins can change translation languages';

export const canManageTranslationLanguages = (actor: Actor): boolean => canAdministerOrganization(actor);
