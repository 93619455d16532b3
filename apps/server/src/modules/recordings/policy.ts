import type { Actor } from '../../core/actor';
import { hasLevel } from '../../core/policy';

/**
 * Who may upload a recording (spec 02 §6), in the vocabulary of core/policy.ts: every member writes
 * articles, and so does the desktop recorder a member connected (its token is at level `write`;
 * the routes it reaches are its contract `callers`). A recording becomes an article of the caller's
 * active organization; staged uploads and idempotency keys are looked up with that organization in
 * the query, so another organization's upload is never found.
 */
export const RECORDING_MEMBERS_ONLY = 'Only members of the organization can upload recordings';

export const canCreateRecording = (actor: Actor): boolean => hasLevel(actor, 'write');
