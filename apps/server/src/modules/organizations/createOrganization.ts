import { randomBytes } from 'node:crypto';
import { normalizeWebsiteUrl, type OrganizationType } from '@support/shared';
import { eq, like } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import type { Db, Queryable } from '../../db/client';
import { memberships, organizations, users } from '../../db/schema';
import { slugify } from '../../lib/slug';
import { isUniqueViolation } from '../auth/users';

/** An organization's slug from its name. */
export const organizationSlug = (name: string): string =>
  slugify(name, { maxLength: 48, fallback: 'organization' });

/** The slug itself if free, else the first free `slug-2`, `slug-3`, … */
async function uniqueSlug(db: Queryable, base: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ slug: organizations.slug })
        .from(organizations)
        .where(like(organizations.slug, `${base}%`))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Creates an organization with the user as ADMIN and makes it the user's active one.
 * Run it inside the caller's transaction so a failure leaves nothing half-made.
 */
export async function createOrganization(input: {
  db: Queryable;
  userId: string;
  name: string;
  type: OrganizationType;
  websiteUrl?: string | null;
  makeActive?: boolean;
}): Promise<{ id: string; name: string; slug: string }> {
  const organization = await insertWithFreeSlug(input.db, {
    name: input.name.trim(),
    type: input.type,
    websiteUrl: normalizeWebsiteUrl(input.websiteUrl),
  });
  await input.db
    .insert(memberships)
    .values({ organizationId: organization.id, userId: input.userId, role: 'ADMIN' });
  if (input.makeActive !== false) {
    await input.db
      .update(users)
      .set({ activeOrganizationId: organization.id })
      .where(eq(users.id, input.userId));
  }
  return organization;
}

/**
 * Two organizations created with one name at the same moment both see the slug as free; the unique
 * index lets one win, and the other retries (in a savepoint, so the caller's transaction survives)
 * with a random suffix.
 */
async function insertWithFreeSlug(
  db: Queryable,
  values: { name: string; type: OrganizationType; websiteUrl: string | null },
) {
  const base = organizationSlug(values.name);
  for (let attempt = 0; ; attempt++) {
    const slug = attempt === 0 ? await uniqueSlug(db, base) : `${base}-${randomBytes(3).toString('hex')}`;
    try {
      return await db.transaction(async (savepoint) => {
        const [row] = await savepoint
          .insert(organizations)
          .values({ ...values, slug })
          .returning({ id: organizations.id, name: organizations.name, slug: organizations.slug });
        if (!row) throw new Error('organization insert returned no row');
        return row;
      });
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** `POST /organization`: a COMPANY organization with the caller as ADMIN, made active (spec 01 §6). */
export function createCompanyOrganization(input: {
  db: Db;
  actor: Actor;
  name: string;
  websiteUrl?: string;
}): Promise<{ id: string; name: string; slug: string }> {
  return input.db.transaction((tx) =>
    createOrganization({
      db: tx,
      userId: input.actor.userId,
      name: input.name,
      websiteUrl: input.websiteUrl,
      type: 'COMPANY',
    }),
  );
}
