import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PLAN_LIMIT_KEYS, type Plan, type PlanLimits, ZPlan } from '@support/shared';
import { z } from 'zod';

/** Next to this module in the source, and copied next to the bundle by build.mjs. */
const DEFAULT_FILE = fileURLToPath(new URL('./catalogue.json', import.meta.url));

/** The plans an instance sells: the committed catalogue.json, or the operator's PLANS_FILE. */
export type PlanCatalogue = {
  /** Every plan, cheapest (lowest planOrder) first. */
  plans: readonly Plan[];
  byId(id: string): Plan | undefined;
  byProductId(productId: string): Plan | undefined;
};

/** In a file, `null` is another way to write "unlimited" (JSON has no undefined). */
const ZFileLimits = z
  .partialRecord(z.enum(PLAN_LIMIT_KEYS), z.union([z.number().int().min(0), z.boolean(), z.null()]))
  .transform((limits) => {
    const result: PlanLimits = {};
    for (const [key, value] of Object.entries(limits)) {
      if (value !== null && value !== undefined) result[key as keyof PlanLimits] = value;
    }
    return result;
  });

const ZCatalogueFile = z
  .object({ plans: z.array(ZPlan.extend({ limits: ZFileLimits })).min(1) })
  .superRefine(({ plans }, ctx) => {
    const duplicate = (values: unknown[]) => values.find((value, index) => values.indexOf(value) !== index);
    const problems = [
      ['id', duplicate(plans.map((plan) => plan.id))],
      ['planOrder', duplicate(plans.map((plan) => plan.planOrder))],
      ['stripeProductId', duplicate(plans.map((plan) => plan.stripeProductId).filter(Boolean))],
    ] as const;
    for (const [field, value] of problems) {
      if (value !== undefined) ctx.addIssue({ code: 'custom', message: `two plans share ${field} ${value}` });
    }
    for (const plan of plans) {
      const days = plan.limits.TRIAL_DURATION_DAYS;
      if (plan.subscriptionType === 'TRIAL' && !(typeof days === 'number' && days > 0)) {
        ctx.addIssue({ code: 'custom', message: `trial plan ${plan.id} needs TRIAL_DURATION_DAYS above 0` });
      }
    }
  });

export class CatalogueError extends Error {}

export function parseCatalogue(data: unknown, source: string): PlanCatalogue {
  const parsed = ZCatalogueFile.safeParse(data);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`,
    );
    throw new CatalogueError(`Invalid plan catalogue ${source}:\n${lines.join('\n')}`);
  }
  const plans = [...parsed.data.plans].sort((a, b) => a.planOrder - b.planOrder);
  return {
    plans,
    byId: (id) => plans.find((plan) => plan.id === id),
    byProductId: (productId) => plans.find((plan) => plan.stripeProductId === productId),
  };
}

/** Reads and validates the catalogue once at start-up; an unreadable or invalid file stops the server. */
export function loadCatalogue(file: string = DEFAULT_FILE): PlanCatalogue {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CatalogueError(`Cannot read the plan catalogue ${file}: ${(error as Error).message}`);
  }
  return parseCatalogue(data, file);
}

/** The plans one step up from `planOrder`, cheapest first (upgrade suggestions). */
export function plansAbove(catalogue: PlanCatalogue, planOrder: number): Plan[] {
  return catalogue.plans.filter((plan) => plan.subscriptionType === 'REGULAR' && plan.planOrder > planOrder);
}
