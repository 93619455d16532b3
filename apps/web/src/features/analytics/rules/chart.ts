/**
 * The chart's palette (index.css's theme): each line has 3:1 or more against white (WCAG 2.2
 * 1.4.11), the two series differ in hue for colour-blind readers too (orange against blue) and,
 * besides colour, in dash.
 */
export const CHART_COLORS = {
  /** brand-600, 5.2:1 on white. */
  published: '#c2410c',
  /** sky-700, 5.9:1 on white. */
  shared: '#0369a1',
  /** stone-600 for the axes' figures, 7.6:1. */
  text: '#57534e',
  /** stone-200 grid lines, decoration only. */
  grid: '#e7e5e4',
};

export const SHARED_DASH = [6, 4];

/** Every `step`-th day carries a label, so labels about `space` px wide do not overlap. */
export function labelledDays(count: number, plotWidth: number, space = 72): number[] {
  if (count <= 0) return [];
  const fits = Math.max(1, Math.floor(plotWidth / space));
  const step = Math.max(1, Math.ceil(count / fits));
  const days: number[] = [];
  for (let index = 0; index < count; index += step) days.push(index);
  return days;
}

/** The y axis's top: room above the highest point, and at least 4 so a few views do not fill it. */
export function yMax(highest: number): number {
  return Math.max(4, Math.ceil(highest * 1.15));
}

/** Totals of both series and the busiest day (the first of equals), for the chart's summary. */
export function summarize(days: string[], published: number[], shared: number[]) {
  let peak = 0;
  let peakIndex = 0;
  days.forEach((_, index) => {
    const both = (published[index] ?? 0) + (shared[index] ?? 0);
    if (both > peak) {
      peak = both;
      peakIndex = index;
    }
  });
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return { published: sum(published), shared: sum(shared), peak, peakDay: days[peakIndex] ?? '' };
}
