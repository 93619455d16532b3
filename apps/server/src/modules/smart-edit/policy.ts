import type { Actor } from '../../core/actor';
import { hasLevel } from '../../core/policy';

/**
 * Who may ask for a smart edit (spec 02 §6), in the vocabulary of core/policy.ts: an article edit,
 * so every member; the article is read with `articleOf` (articles policy), so another
 * organization's article is not found.
 */
export const SMART_EDIT_MEMBERS_ONLY = 'Only members of the organization can edit its articles';

export const canSmartEdit = (actor: Actor): boolean => hasLevel(actor, 'write');
