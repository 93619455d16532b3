import type { GlossaryEntry } from '@support/shared';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { glossaryEntries, users } from '../../db/schema';

/** The columns presentEntry needs: the entry and its creator's name. */
export const entryColumns = {
  id: glossaryEntries.id,
  term: glossaryEntries.term,
  definition: glossaryEntries.definition,
  negative: glossaryEntries.negative,
  example: glossaryEntries.example,
  createdAt: glossaryEntries.createdAt,
  updatedAt: glossaryEntries.updatedAt,
  creatorId: users.id,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
  creatorEmail: users.email,
};

type EntryRow = {
  id: string;
  term: string;
  definition: string;
  negative: string | null;
  example: string | null;
  createdAt: Date;
  updatedAt: Date;
  creatorId: string | null;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  creatorEmail: string | null;
};

/** Entries with their creators, in the order of the glossary table (term, case ignored). */
export function selectEntries(db: Queryable) {
  return db
    .select(entryColumns)
    .from(glossaryEntries)
    .leftJoin(users, eq(users.id, glossaryEntries.creatorId))
    .$dynamic();
}

export const byTerm = [sql`lower(${glossaryEntries.term})`, glossaryEntries.id] as const;

export function presentEntry(row: EntryRow): GlossaryEntry {
  const name = `${row.creatorFirstName ?? ''} ${row.creatorLastName ?? ''}`.trim();
  return {
    id: row.id,
    term: row.term,
    definition: row.definition,
    negative: row.negative,
    example: row.example,
    creator: row.creatorId ? { id: row.creatorId, name: name || (row.creatorEmail ?? '') } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
