import type { ApiKey } from '@support/shared';
import type { apiKeys } from '../../db/schema';

export type ListedKeyRow = Pick<
  typeof apiKeys.$inferSelect,
  'id' | 'name' | 'prefix' | 'scopes' | 'createdAt' | 'lastUsedAt' | 'expiresAt'
> & { creatorFirstName: string; creatorLastName: string; creatorEmail: string };

/** A key as the list shows it: never its hash, let alone its secret. */
export const presentApiKey = (row: ListedKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  createdBy: {
    name: `${row.creatorFirstName} ${row.creatorLastName}`.trim() || row.creatorEmail,
    email: row.creatorEmail,
  },
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});
