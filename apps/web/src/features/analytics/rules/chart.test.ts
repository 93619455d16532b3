import { describe, expect, it } from 'vitest';
import { labelledDays, summarize, yMax } from './chart';

describe('chart rules', () => {
  it('labels as many days as fit, evenly, starting with the first', () => {
    expect(labelledDays(7, 600)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // A phone: about 280 px hold three labels of 72 px.
    expect(labelledDays(30, 280)).toEqual([0, 10, 20]);
    expect(labelledDays(1, 50)).toEqual([0]);
    expect(labelledDays(0, 600)).toEqual([]);
  });

  it('leaves room above the highest point, and at least 4', () => {
    expect(yMax(0)).toBe(4);
    expect(yMax(3)).toBe(4);
    expect(yMax(100)).toBe(115);
  });

  it('sums both series and finds the busiest day', () => {
    expect(summarize(['2026-11-01', '2026-11-02', '2026-11-03'], [1, 5, 2], [0, 1, 4])).toEqual({
      published: 8,
      shared: 5,
      peak: 6,
      peakDay: '2026-11-02',
    });
  });
});
