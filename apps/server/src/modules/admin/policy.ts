import type { Actor } from '../../core/actor';
import { canAdministerInstance } from '../../core/policy';

/**
 * Who may use the super-admin area (issue 18), in the vocabulary of core/policy.ts: the
 * installation's super admins, read from the database on every request. The area's routes, the
 * operations (admin-operations) and the demo content (demo) share this gate (`requireSuperAdmin`),
 * which answers anyone else as an unknown route. The profile presents it as `canAdministerInstance`.
 */
export const canUseAdminArea = (actor: Actor): boolean => canAdministerInstance(actor);
