import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';

/** A zone change shows in the days of new views within this long. */
const ZONE_TTL_MS = 60_000;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day ('YYYY-MM-DD') an instant falls on in a zone; UTC for a zone Intl does not know. */
export function localDay(instant: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    try {
      // en-CA formats as YYYY-MM-DD.
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      return instant.toISOString().slice(0, 10);
    }
    formats.set(timeZone, format);
  }
  return format.format(instant);
}

/**
 * The time zones of the organizations whose views are being written: one query for those not
 * read in the last minute. A view's day is its organization's calendar day when it was recorded,
 * decided once, here: changing the zone later does not move the days already counted.
 */
export class OrganizationZones {
  private readonly known = new Map<string, { zone: string; until: number }>();

  constructor(private readonly db: Db) {}

  async of(organizationIds: Iterable<string>, now: number): Promise<Map<string, string>> {
    const zones = new Map<string, string>();
    const missing: string[] = [];
    for (const id of new Set(organizationIds)) {
      const kept = this.known.get(id);
      if (kept && kept.until > now) zones.set(id, kept.zone);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const rows = await this.db
        .select({ id: organizations.id, zone: organizations.timeZone })
        .from(organizations)
        .where(inArray(organizations.id, missing));
      for (const { id, zone } of rows) {
        this.known.set(id, { zone, until: now + ZONE_TTL_MS });
        zones.set(id, zone);
      }
      // Bounded by the organizations with recent readers; expired entries go when seen again.
      if (this.known.size > 10_000) this.known.clear();
    }
    return zones;
  }
}
