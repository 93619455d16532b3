import {
  evaluateFeature,
  FEATURE_KEYS,
  type FeatureCheck,
  type FeatureKey,
  fitsLimit,
  isActiveState,
  type Plan,
  type SubscriptionState,
} from '@support/shared';
import type { PlanCatalogue } from '../../../config/plansCatalogue';

/** The words of the upgrade modal for each feature (spec 02 §2 "Upgrade modal"). */
export const FEATURE_INFO: Record<FeatureKey, { name: string; explanation: string }> = {
  ARTICLES_TOTAL: { name: 'Total articles', explanation: 'Keeping more articles' },
  ARTICLES_MONTHLY: { name: 'Monthly articles', explanation: 'Creating more articles each month' },
  HELPCENTERS_TOTAL: { name: 'Help centers', explanation: 'Publishing more help centers' },
  TEAM_MEMBERS: { name: 'Team members', explanation: 'Inviting team members' },
  AI_EDITING: { name: 'AI smart edit', explanation: 'Editing articles with AI smart edit' },
  DOWNLOADABLE_ARTICLES: { name: 'Downloadable articles', explanation: 'Downloading articles' },
  AUTO_TRANSLATION_LANGUAGES: { name: 'Translation languages', explanation: 'Automatic translation' },
  GLOSSARY: { name: 'Glossary', explanation: 'The glossary' },
};

const STATE_MESSAGES: Partial<Record<SubscriptionState, string>> = {
  NONE: 'Choose a plan to start using this feature.',
  TRIAL_EXPIRED: 'Your trial has expired. Choose a plan to continue using this feature.',
  INACTIVE: 'Your subscription is not active. Renew your plan to continue using this feature.',
};

/**
 * Everything the upgrade modal needs about one feature: access, usage against the limit, why it is
 * blocked and the cheapest plan that would let the next unit through (null: only sales can help).
 */
export function featureCheck(input: {
  catalogue: PlanCatalogue;
  plan: Plan | null;
  state: SubscriptionState;
  feature: FeatureKey;
  currentUsage: number;
}): FeatureCheck {
  const { plan, state, feature, currentUsage } = input;
  const active = isActiveState(state) && plan !== null;
  const value = plan ? plan.limits[feature] : false;
  const evaluation = evaluateFeature(value, currentUsage, active);
  const info = FEATURE_INFO[feature];
  let upgradeMessage: string | null = null;
  if (!active) upgradeMessage = STATE_MESSAGES[state] ?? STATE_MESSAGES.NONE!;
  else if (!evaluation.hasAccess) upgradeMessage = `${info.explanation} is available in higher tier plans.`;
  else if (evaluation.isLimitReached)
    upgradeMessage = `You've used all ${evaluation.limit} ${info.name.toLowerCase()}. Upgrade for more.`;
  return {
    feature,
    ...info,
    ...evaluation,
    upgradeMessage,
    suggestedPlan: suggestPlan(input, active, value),
  };
}

function suggestPlan(
  input: { catalogue: PlanCatalogue; plan: Plan | null; feature: FeatureKey; currentUsage: number },
  active: boolean,
  value: number | boolean | undefined,
): string | null {
  // While a plan runs only higher ones can be bought; otherwise any paid plan can be chosen.
  const floor = active && input.plan ? input.plan.planOrder : Number.NEGATIVE_INFINITY;
  const improves = (candidate: number | boolean | undefined) => {
    if (!active) return true;
    if (value === undefined || value === true) return false;
    if (candidate === undefined || candidate === true) return true;
    return typeof candidate === 'number' && (value === false || candidate > value);
  };
  const lifts = input.catalogue.plans.filter(
    (candidate) =>
      candidate.subscriptionType === 'REGULAR' &&
      candidate.stripeProductId !== null &&
      candidate.planOrder > floor &&
      fitsLimit(candidate.limits[input.feature], input.currentUsage, 1) &&
      improves(candidate.limits[input.feature]),
  );
  // Cheapest first (catalogue order), but never one that takes away what the organization has
  // now: at the trial's article limit, Starter would lift the limit and lose team members, smart
  // edit, translations and the glossary. Only when no plan keeps everything, the cheapest that lifts it.
  const current = input.plan;
  const keepsEverything = (candidate: Plan) =>
    !current || FEATURE_KEYS.every((key) => atLeast(candidate.limits[key], current.limits[key]));
  const suggestion = lifts.find(keepsEverything) ?? lifts[0];
  return suggestion?.id ?? null;
}

/** Whether a plan's limit gives at least what another gives (undefined and true: unlimited access). */
function atLeast(candidate: number | boolean | undefined, current: number | boolean | undefined): boolean {
  if (current === false || current === 0) return true;
  if (candidate === undefined || candidate === true) return true;
  if (current === undefined || current === true) return false;
  return typeof candidate === 'number' && candidate >= current;
}
