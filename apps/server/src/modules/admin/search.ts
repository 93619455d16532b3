import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** `%search%` for ILIKE, with the search's own wildcards taken literally. */
export const containsPattern = (search: string): string => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive "contains" on a text column. */
export const contains = (column: AnyColumn | SQL, pattern: string): SQL => sql`${column} ilike ${pattern}`;
