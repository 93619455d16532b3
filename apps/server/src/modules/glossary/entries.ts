import { type GlossaryEntry, glossaryTermTakenMessage } from '@support/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { activeOrganizationOf, authorizedOrganizationOf } from '../../core/tenancy';
import type { Db, Queryable } from '../../db/client';
import { glossaryEntries } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { isUniqueViolation } from '../auth/users';
import { checkFeature, consumeFeature, type PlanCatalogue } from '../billing';
import { countGlossaryEntries } from './counter';
import {
  assertGlossaryAccess,
  canEditGlossary,
  entriesOf,
  entryNotFound,
  entryOf,
  GLOSSARY_MEMBERS_ONLY,
} from './policy';
import { byTerm, presentEntry, selectEntries } from './presenter';

type EntryFields = { term: string; definition: string; negative: string | null; example: string | null };
type Write = { db: Db; plans: PlanCatalogue; actor: Actor; now: Date };

const TERM_KEY = 'glossary_entries_org_term_key';

/** `GET /glossary/entries`: every entry of the organization, by term. */
export async function listEntries(input: { db: Db; actor: Actor }): Promise<GlossaryEntry[]> {
  const organizationId = activeOrganizationOf(input.actor);
  const rows = await selectEntries(input.db)
    .where(entriesOf(organizationId))
    .orderBy(...byTerm);
  return rows.map(presentEntry);
}

/**
 * `POST /glossary/entries`: takes one unit of GLOSSARY in the same transaction as the insert (the
 * subscription row is locked, so two writers cannot both take the last unit); 403 beyond the plan,
 * 409 GLOSSARY_TERM_TAKEN when the organization has the term already (case ignored).
 */
export async function createEntry(input: Write & EntryFields): Promise<GlossaryEntry> {
  const organizationId = authorizedOrganizationOf(input.actor, canEditGlossary, GLOSSARY_MEMBERS_ONLY);
  const id = await uniqueTerm(input.term, () =>
    input.db.transaction(async (tx) => {
      await consumeFeature({
        db: tx,
        plans: input.plans,
        organizationId,
        feature: 'GLOSSARY',
        now: input.now,
        count: (db) => countGlossaryEntries(db, organizationId),
      });
      await assertTermFree(tx, organizationId, input.term);
      const [created] = await tx
        .insert(glossaryEntries)
        .values({
          organizationId,
          term: input.term,
          definition: input.definition,
          negative: input.negative,
          example: input.example,
          creatorId: input.actor.userId,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning({ id: glossaryEntries.id });
      return created!.id;
    }),
  );
  return loadEntry(input.db, organizationId, id);
}

/** `PUT /glossary/entries/{id}`: the entry's four fields replaced; the creator stays. */
export async function updateEntry(input: Write & EntryFields & { id: string }): Promise<GlossaryEntry> {
  const organizationId = authorizedOrganizationOf(input.actor, canEditGlossary, GLOSSARY_MEMBERS_ONLY);
  const check = await checkFeature({ ...input, feature: 'GLOSSARY' });
  assertGlossaryAccess(check);
  await uniqueTerm(input.term, () =>
    input.db.transaction(async (tx) => {
      await assertTermFree(tx, organizationId, input.term, input.id);
      const [updated] = await tx
        .update(glossaryEntries)
        .set({
          term: input.term,
          definition: input.definition,
          negative: input.negative,
          example: input.example,
          updatedAt: input.now,
        })
        .where(entryOf(organizationId, input.id))
        .returning({ id: glossaryEntries.id });
      if (!updated) throw entryNotFound();
    }),
  );
  return loadEntry(input.db, organizationId, input.id);
}

/** `DELETE /glossary/entries/{id}`: open on every plan, so an organization can get under its limit. */
export async function deleteEntry(input: { db: Db; actor: Actor; id: string }): Promise<void> {
  const organizationId = authorizedOrganizationOf(input.actor, canEditGlossary, GLOSSARY_MEMBERS_ONLY);
  const deleted = await input.db
    .delete(glossaryEntries)
    .where(entryOf(organizationId, input.id))
    .returning({ id: glossaryEntries.id });
  if (deleted.length === 0) throw entryNotFound();
}

async function loadEntry(db: Queryable, organizationId: string, id: string): Promise<GlossaryEntry> {
  const [row] = await selectEntries(db).where(entryOf(organizationId, id));
  if (!row) throw entryNotFound();
  return presentEntry(row);
}

const termTaken = (term: string) =>
  conflict(glossaryTermTakenMessage(term), 'GLOSSARY_TERM_TAKEN', { field: 'term' });

/** The clear answer names the entry as the organization wrote it ("Workspace" for "workspace"). */
async function assertTermFree(db: Queryable, organizationId: string, term: string, exceptId?: string) {
  const [other] = await db
    .select({ term: glossaryEntries.term })
    .from(glossaryEntries)
    .where(
      and(
        eq(glossaryEntries.organizationId, organizationId),
        eq(sql`lower(${glossaryEntries.term})`, sql`lower(${term})`),
        exceptId ? ne(glossaryEntries.id, exceptId) : undefined,
      ),
    );
  if (other) throw termTaken(other.term);
}

/** Two writers adding the same term at once: the unique index refuses the second. */
async function uniqueTerm<T>(term: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, TERM_KEY)) throw termTaken(term);
    throw error;
  }
}
