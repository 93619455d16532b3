import { and, count, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { uploadSlots } from '../../db/schema/uploads';
import { AppError } from '../../lib/errors';

/**
 * An upload mostly waits on the network, so a short wait is enough for a slot to free up; the
 * extension retries a 429 with its own backoff anyway.
 */
export const UPLOAD_RETRY_AFTER_SECONDS = 10;

const busy = (message: string) =>
  new AppError('TOO_MANY_UPLOADS', message).withHeaders({
    'retry-after': String(UPLOAD_RETRY_AFTER_SECONDS),
  });

/**
 * Caps recording uploads in flight, taken before any of the body is read: per server in memory
 * (what one process can hold open at once) and per organization in the database (one tenant cannot
 * take every slot, counted across all servers). `release` must be called once the upload ends.
 */
export function createUploadGate(options: {
  db: Db;
  perServer: number;
  perOrganization: number;
  leaseMs: number;
}) {
  let inFlight = 0;
  return {
    async acquire(organizationId: string, now: Date): Promise<() => Promise<void>> {
      if (inFlight >= options.perServer)
        throw busy('The server is busy with other uploads; try again shortly');
      inFlight++;
      try {
        const slot = await takeOrganizationSlot(options, organizationId, now);
        if (!slot) {
          throw busy(
            `Your organization already has ${options.perOrganization} uploads in progress; try again shortly`,
          );
        }
        let released = false;
        return async () => {
          if (released) return;
          released = true;
          inFlight--;
          await options.db.delete(uploadSlots).where(eq(uploadSlots.id, slot));
        };
      } catch (error) {
        inFlight--;
        throw error;
      }
    },
    get inFlight() {
      return inFlight;
    },
  };
}
export type UploadGate = ReturnType<typeof createUploadGate>;

/**
 * A lease row when the organization has a slot free, else null. The organization's row is locked
 * for the count and the insert, so two servers cannot both take the last slot.
 */
async function takeOrganizationSlot(
  options: { db: Db; perOrganization: number; leaseMs: number },
  organizationId: string,
  now: Date,
): Promise<string | null> {
  return options.db.transaction(async (tx) => {
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
    await tx
      .delete(uploadSlots)
      .where(and(eq(uploadSlots.organizationId, organizationId), lte(uploadSlots.expiresAt, now)));
    const [held] = await tx
      .select({ n: count() })
      .from(uploadSlots)
      .where(eq(uploadSlots.organizationId, organizationId));
    if ((held?.n ?? 0) >= options.perOrganization) return null;
    const [slot] = await tx
      .insert(uploadSlots)
      .values({ organizationId, expiresAt: new Date(now.getTime() + options.leaseMs), createdAt: now })
      .returning({ id: uploadSlots.id });
    return slot!.id;
  });
}
