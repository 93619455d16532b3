import type { Actor } from '../../core/actor';
import { activeOrganizationOf } from '../../core/tenancy';

/**
 * Translation jobs of the active organization. Nothing creates them yet: the translations feature
 * will replace this with its own query; the route and its response shape stay.
 */
export async function listTranslationJobs(input: { actor: Actor }): Promise<unknown[]> {
  activeOrganizationOf(input.actor);
  return [];
}
