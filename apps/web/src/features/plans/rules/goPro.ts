import type { Plan } from '@support/shared';

/**
 * The plan the Go Pro card sells (spec 02 §1 "Pro plan marketing": many articles a month, smart
 * editing and translations): the cheapest paid plan that has both.
 */
export function proPlan(plans: readonly Plan[]): Plan | null {
  return (
    [...plans]
      .filter(
        (plan) =>
          plan.subscriptionType === 'REGULAR' &&
          plan.limits.AI_EDITING !== false &&
          plan.limits.AUTO_TRANSLATION_LANGUAGES !== false,
      )
      .sort((a, b) => a.planOrder - b.planOrder)[0] ?? null
  );
}
