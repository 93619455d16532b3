import { describe, expect, it } from 'vitest';
import { addMonths, currentPeriod } from './periods';

const at = (iso: string) => new Date(iso);

describe('usage periods', () => {
  it('adds calendar months, keeping the day where the month has it', () => {
    expect(addMonths(at('2026-01-15T10:00:00Z'), 1).toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(addMonths(at('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(at('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(at('2026-11-30T00:00:00Z'), 3).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });

  const paid = {
    subscriptionType: 'REGULAR' as const,
    currentPeriodStart: at('2026-01-10T00:00:00Z'),
    currentPeriodEnd: at('2026-02-10T00:00:00Z'),
    trialEndsAt: null,
  };

  it('a paid plan counts in its stored period, then month after month from its end', () => {
    expect(currentPeriod(paid, at('2026-02-09T23:59:59Z'))).toEqual({
      start: paid.currentPeriodStart,
      end: paid.currentPeriodEnd,
    });
    expect(currentPeriod(paid, at('2026-02-10T00:00:00Z'))).toEqual({
      start: at('2026-02-10T00:00:00Z'),
      end: at('2026-03-10T00:00:00Z'),
    });
    expect(currentPeriod(paid, at('2026-07-01T00:00:00Z'))).toEqual({
      start: at('2026-06-10T00:00:00Z'),
      end: at('2026-07-10T00:00:00Z'),
    });
  });

  it('a trial is one period up to its end', () => {
    const trial = { ...paid, subscriptionType: 'TRIAL' as const, trialEndsAt: at('2026-02-09T00:00:00Z') };
    expect(currentPeriod(trial, at('2026-03-01T00:00:00Z'))).toEqual({
      start: trial.currentPeriodStart,
      end: trial.trialEndsAt,
    });
  });
});
