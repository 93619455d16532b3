import { FEATURE_KEYS, type FeatureCheck, type FeatureKey } from '@support/shared';
import type { ModalState } from '../../../app/modals';

/** Navigation state of /upgrade: the feature that ran out, and the check body when a 403 carried it. */
export type UpgradeState = ModalState & { feature?: FeatureKey; check?: FeatureCheck };

const isFeatureKey = (value: unknown): value is FeatureKey =>
  typeof value === 'string' && (FEATURE_KEYS as readonly string[]).includes(value);

/** The feature the upgrade modal is about, or null (then the modal goes back, spec 02 §5). */
export function upgradeFeature(state: unknown): FeatureKey | null {
  if (!state || typeof state !== 'object') return null;
  const { feature, check } = state as { feature?: unknown; check?: { feature?: unknown } };
  if (isFeatureKey(feature)) return feature;
  if (check && isFeatureKey(check.feature)) return check.feature;
  return null;
}

type CheckFacts = Pick<FeatureCheck, 'hasAccess' | 'isLimitReached'>;

export type UpgradeTitle = 'limitReached' | 'unlock' | 'generic';

/** '{feature} Limit Reached' at the limit, 'Unlock {feature}' without access, else 'Upgrade Your Plan'. */
export function upgradeTitle(check: CheckFacts | undefined): UpgradeTitle {
  if (!check) return 'generic';
  if (check.isLimitReached) return 'limitReached';
  if (!check.hasAccess) return 'unlock';
  return 'generic';
}

export type UpgradeSubtitle =
  | { kind: 'server'; text: string }
  | { kind: 'higherTier'; explanation: string }
  | { kind: 'usedAll'; limit: number }
  | { kind: 'generic' };

/**
 * Spec 02 §2: the server's upgrade message, else '{explanation} is available in higher tier plans.'
 * (no access), else "You've used all {limit} {feature}. Upgrade for more." (at the limit), else the
 * general line.
 */
export function upgradeSubtitle(
  check: (CheckFacts & Pick<FeatureCheck, 'upgradeMessage' | 'explanation' | 'limit'>) | undefined,
): UpgradeSubtitle {
  if (!check) return { kind: 'generic' };
  if (check.upgradeMessage) return { kind: 'server', text: check.upgradeMessage };
  if (!check.hasAccess && check.explanation) return { kind: 'higherTier', explanation: check.explanation };
  if (check.isLimitReached && check.limit !== null) return { kind: 'usedAll', limit: check.limit };
  return { kind: 'generic' };
}

/** The 403 codes whose body is a feature check that should open the upgrade modal. */
export const UPGRADE_CODES = ['LIMIT_REACHED', 'FEATURE_NOT_AVAILABLE'] as const;
