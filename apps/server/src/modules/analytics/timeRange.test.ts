import { describe, expect, it } from 'vitest';
import { daysOf, resolveRange, zoneMidnight } from './timeRange';

describe('analytics ranges in the organization time zone', () => {
  it('starts today at midnight in the zone, not in UTC', () => {
    const now = new Date('2026-03-10T10:00:00Z');
    expect(resolveRange({ preset: 'today', timeZone: 'Asia/Tokyo', now }).start.toISOString()).toBe(
      '2026-03-09T15:00:00.000Z',
    );
    expect(resolveRange({ preset: 'today', timeZone: 'UTC', now }).start.toISOString()).toBe(
      '2026-03-10T00:00:00.000Z',
    );
    // 02:00 UTC is still the evening before in New York.
    const early = resolveRange({
      preset: 'today',
      timeZone: 'America/New_York',
      now: new Date('2026-03-10T02:00:00Z'),
    });
    expect(early.firstDay).toBe('2026-03-09');
    expect(early.start.toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('counts last7days and last30days as calendar days including today', () => {
    const now = new Date('2026-03-10T10:00:00Z');
    const week = resolveRange({ preset: 'last7days', timeZone: 'UTC', now });
    expect(daysOf(week)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    const month = resolveRange({ preset: 'last30days', timeZone: 'Europe/Berlin', now });
    expect(daysOf(month)).toHaveLength(30);
    expect(month.start.toISOString()).toBe('2026-02-08T23:00:00.000Z');
  });

  it('finds midnight across daylight saving changes', () => {
    // Berlin moves to summer time on 2026-03-29 at 02:00: that day starts at +01:00, the next at +02:00.
    expect(zoneMidnight('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(zoneMidnight('2026-03-30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // Santiago's clocks jump from 00:00 to 01:00 on 2026-09-06: that day begins at 01:00.
    expect(zoneMidnight('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('starts alltime at the first recorded day, or today when nothing was recorded', () => {
    const now = new Date('2026-03-10T10:00:00Z');
    const range = resolveRange({
      preset: 'alltime',
      timeZone: 'Asia/Tokyo',
      now,
      firstRecordedDay: '2026-01-01',
    });
    expect(range.firstDay).toBe('2026-01-01');
    expect(range.start.toISOString()).toBe('2025-12-31T15:00:00.000Z');
    // A first day after today (a clock set back) starts today.
    const ahead = resolveRange({ preset: 'alltime', timeZone: 'UTC', now, firstRecordedDay: '2026-04-01' });
    expect(ahead.firstDay).toBe('2026-03-10');
    expect(resolveRange({ preset: 'alltime', timeZone: 'UTC', now }).firstDay).toBe('2026-03-10');
  });
});
