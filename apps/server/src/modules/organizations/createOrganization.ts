import type { OrganizationType } from '@support/shared';
import { eq, like } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { memberships, organizations, users } from '../../db/schema';

/** A URL-safe slug from a name: lowercase ASCII words joined by dashes. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return slug || 'organization';
}

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
  const slug = await uniqueSlug(input.db, slugify(input.name));
  const [organization] = await input.db
    .insert(organizations)
    .values({ name: input.name.trim(), slug, type: input.type, websiteUrl: input.websiteUrl ?? null })
    .returning({ id: organizations.id, name: organizations.name, slug: organizations.slug });
  if (!organization) throw new Error('organization insert returned no row');
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
