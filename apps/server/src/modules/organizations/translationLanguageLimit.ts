import type { Queryable } from '../../db/client';

/**
 * The single place where the plan's AUTO_TRANSLATION_LANGUAGES limit applies whenever an organization
 * gains translation languages (the add call and the settings call both come here, inside their
 * transaction, before they write). Until the plans module exists every count is allowed; it will
 * replace this body with its feature check and throw its 403 with the feature fields.
 */
export async function assertTranslationLanguagesAllowed(_input: {
  db: Queryable;
  organizationId: string;
  /** How many translation languages the organization would have after the change. */
  count: number;
}): Promise<void> {}
