/**
 * Figures and dates in the interface language. The days of the analytics are calendar days of the
 * organization's zone ('YYYY-MM-DD'), so they are formatted as UTC dates: no shift by the browser's zone.
 */
export type Formatters = ReturnType<typeof formattersFor>;

export function formattersFor(language: string) {
  const numbers = new Intl.NumberFormat(language);
  const shortDay = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);
  return {
    number: (value: number) => numbers.format(value),
    /** '3 Nov' / '3. Nov.': the chart's axis. */
    shortDay: (day: string) => shortDay.format(dayOf(day)),
    /** 'Nov 3, 2026' / '03.11.2026': the chart's table and summary. */
    longDay: (day: string) => longDay.format(dayOf(day)),
    /** The range's first to last day in its zone, one date when they are the same day. */
    period: (start: string, end: string, timeZone: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone }).formatRange(
        new Date(start),
        new Date(end),
      ),
  };
}

/** 'America/Argentina/Buenos_Aires' as people read it. */
export function zoneName(timeZone: string): string {
  return timeZone.replaceAll('_', ' ');
}
