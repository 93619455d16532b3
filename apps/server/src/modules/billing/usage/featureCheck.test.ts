import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../config/plansCatalogue';
import { featureCheck } from './featureCheck';

const catalogue = loadCatalogue();
const plan = (id: string) => catalogue.plans.find((candidate) => candidate.id === id)!;

describe('the plan the upgrade modal suggests', () => {
  it('at the trial article limit: Pro, which keeps team, smart edit, translation and glossary, not Starter', () => {
    const check = featureCheck({
      catalogue,
      plan: plan('extended-trial'),
      state: 'TRIAL',
      feature: 'ARTICLES_TOTAL',
      currentUsage: 10,
    });
    expect(check.isLimitReached).toBe(true);
    expect(check.suggestedPlan).toBe('pro');
  });

  it('from Starter at its article limit: the cheapest higher plan, Pro', () => {
    const check = featureCheck({
      catalogue,
      plan: plan('starter'),
      state: 'ACTIVE',
      feature: 'ARTICLES_TOTAL',
      currentUsage: 50,
    });
    expect(check.suggestedPlan).toBe('pro');
  });

  it('without a running plan: the cheapest paid plan that allows the next unit', () => {
    const check = featureCheck({
      catalogue,
      plan: null,
      state: 'NONE',
      feature: 'ARTICLES_TOTAL',
      currentUsage: 0,
    });
    expect(check.suggestedPlan).toBe('starter');
  });
});
