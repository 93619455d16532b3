import { inArray } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';

/**
 * A backstop for a zone no event announces (a row edited by hand): a settings change drops the
 * organization's zone at once, in this process and in every other one (the `organization` topic).
 */
const ZONE_TTL_MS = 10 * 60_000;

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
 * kept. A view's day is its organization's calendar day when it was recorded, decided once, here:
 * changing the zone later does not move the days already counted.
 */
export class OrganizationZones {
  private readonly known = new Map<string, { zone: string; until: number }>();
  private readonly stop: () => void;

  constructor(
    private readonly db: Db,
    changes?: Pick<ChangeBus, 'subscribe'>,
  ) {
    this.stop =
      changes?.subscribe('organization', {
        changed: (change) => this.known.delete(change.organizationId),
        resync: () => this.known.clear(),
      }) ?? (() => {});
  }

  close(): void {
    this.stop();
  }

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
