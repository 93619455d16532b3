import { count, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { glossaryEntries } from '../../db/schema';

/** The organization's entries: GLOSSARY is a total, so deleting one frees a unit. */
export async function countGlossaryEntries(db: Queryable, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(glossaryEntries)
    .where(eq(glossaryEntries.organizationId, organizationId));
  return row?.n ?? 0;
}
