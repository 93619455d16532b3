import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { daysWithin } from './rangeSql';
import { resolveRange } from './timeRange';

const render = (condition: ReturnType<typeof daysWithin>) => {
  const { sql: text, params } = new PgDialect().sqlToQuery(condition);
  return { sql: text, params };
};
const now = new Date('2026-03-10T10:00:00Z');

describe('a range as SQL', () => {
  it('is the calendar days of the range in the zone, first to last', () => {
    const range = resolveRange({ preset: 'last7days', timeZone: 'Asia/Tokyo', now });
    expect(render(daysWithin(range, sql`v.day`))).toEqual({
      sql: 'v.day between $1 and $2',
      params: ['2026-03-04', '2026-03-10'],
    });
    const today = resolveRange({
      preset: 'today',
      timeZone: 'America/New_York',
      now: new Date('2026-03-10T02:00:00Z'),
    });
    expect(render(daysWithin(today, sql`s.day`)).params).toEqual(['2026-03-09', '2026-03-09']);
  });

  it('is every day up to today for all time, whatever the first view was', () => {
    const range = resolveRange({ preset: 'alltime', timeZone: 'UTC', now, firstRecordedDay: '2026-01-05' });
    expect(render(daysWithin(range, sql`f.day`))).toEqual({ sql: 'f.day <= $1', params: ['2026-03-10'] });
  });
});
