import type { AnalyticsRange, AnalyticsTimeRange } from '@support/shared';

/**
 * A range preset as instants: from midnight of its first calendar day in the organization's zone
 * to now. `today` is since midnight today; `last7days` and `last30days` are 7 and 30 calendar days
 * including today; `alltime` starts at midnight of the first day anything was recorded.
 */
export type ResolvedRange = {
  preset: AnalyticsTimeRange;
  timeZone: string;
  start: Date;
  end: Date;
  /** The zone's calendar days of the range, 'YYYY-MM-DD', first and last (today). */
  firstDay: string;
  lastDay: string;
};

const DAYS: Record<Exclude<AnalyticsTimeRange, 'alltime'>, number> = {
  today: 1,
  last7days: 7,
  last30days: 30,
};

export function resolveRange(input: {
  preset: AnalyticsTimeRange;
  timeZone: string;
  now: Date;
  /** For alltime: the first day anything was recorded ('YYYY-MM-DD', as stored), if anything was. */
  firstRecordedDay?: string | null;
}): ResolvedRange {
  const { preset, timeZone, now } = input;
  const lastDay = zoneDay(now, timeZone);
  let firstDay: string;
  if (preset === 'alltime') {
    const first = input.firstRecordedDay ?? lastDay;
    // Dates as 'YYYY-MM-DD' compare as strings; a first view "after today" (a clock set back) starts today.
    firstDay = lastDay;
    if (first < lastDay) firstDay = first;
  } else {
    firstDay = addDays(lastDay, 1 - DAYS[preset]);
  }
  return { preset, timeZone, start: zoneMidnight(firstDay, timeZone), end: now, firstDay, lastDay };
}

export function presentRange(range: ResolvedRange): AnalyticsRange {
  return {
    startDate: range.start.toISOString(),
    endDate: range.end.toISOString(),
    preset: range.preset,
    timeZone: range.timeZone,
  };
}

/** Every calendar day of the range, in order. */
export function daysOf(range: ResolvedRange): string[] {
  const days: string[] = [];
  for (let day = range.firstDay; day <= range.lastDay; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The calendar day an instant falls on in a zone, 'YYYY-MM-DD'. */
export function zoneDay(instant: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant a calendar day begins in a zone (the first instant of that date there, across DST changes). */
export function zoneMidnight(day: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // Two rounds: the zone's offset at the guess may differ from the offset at the answer (DST).
  let guess = utcMidnight - offsetMs(new Date(utcMidnight), timeZone);
  guess = utcMidnight - offsetMs(new Date(guess), timeZone);
  // A zone whose day starts at 01:00 when clocks jump at midnight: the day begins at the jump.
  while (zoneDay(new Date(guess), timeZone) < day) guess += 15 * 60_000;
  return new Date(guess);
}

/** How far the zone's wall clock is ahead of UTC at an instant. */
function offsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}
