import type { Queryable } from '../../db/client';
import { AppError } from '../../lib/errors';
import { consumeFeature, type PlanCatalogue } from '../billing';

/** Spec 02 §8, the list's text for NO_CREDITS_LEFT; also the answer when a restart still has none. */
export const NO_CREDITS_MESSAGE = 'No credits left. Upgrade your plan to generate more articles.';

/**
 * Takes one unit of ARTICLES_TOTAL and of ARTICLES_MONTHLY for a recording, inside the caller's
 * transaction (the subscription row stays locked until it commits). false when the plan has no
 * room: the recording is kept but fails with NO_CREDITS_LEFT. An inactive subscription still throws
 * (403 with its code): that is not a question of credits.
 */
export async function takeArticleCredits(input: {
  db: Queryable;
  plans: PlanCatalogue;
  organizationId: string;
  now: Date;
}): Promise<boolean> {
  try {
    // TOTAL first: it only counts, so a refusal of MONTHLY leaves nothing recorded either way.
    await consumeFeature({ ...input, feature: 'ARTICLES_TOTAL' });
    await consumeFeature({ ...input, feature: 'ARTICLES_MONTHLY' });
    return true;
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === 'LIMIT_REACHED' || error.code === 'FEATURE_NOT_AVAILABLE')
    ) {
      return false;
    }
    throw error;
  }
}
