import type { Queryable } from '../../db/client';
import { assertWithinPlanLimit, type PlanCatalogue } from '../billing';

/**
 * The single place where the plan's AUTO_TRANSLATION_LANGUAGES limit applies whenever an organization
 * gains translation languages (the add call and the settings call both come here, inside their
 * transaction, before they write): 403 LIMIT_REACHED or FEATURE_NOT_AVAILABLE with the feature fields.
 */
export async function assertTranslationLanguagesAllowed(input: {
  db: Queryable;
  plans: PlanCatalogue;
  organizationId: string;
  /** How many translation languages the organization would have after the change. */
  count: number;
  now: Date;
}): Promise<void> {
  await assertWithinPlanLimit({
    db: input.db,
    plans: input.plans,
    organizationId: input.organizationId,
    feature: 'AUTO_TRANSLATION_LANGUAGES',
    total: input.count,
    now: input.now,
  });
}
