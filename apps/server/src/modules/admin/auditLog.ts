import type { AuditEntry, AuditPage } from '@support/shared';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { auditLog } from '../../db/schema';
import { afterCursor, decodeCursor, exactTime, pageOf } from './cursor';

type AuditRow = typeof auditLog.$inferSelect;

export const presentAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: { kind: row.actorKind, label: row.actorLabel, userId: row.actorUserId },
  action: row.action,
  target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
  before: row.before ?? null,
  after: row.after ?? null,
});

async function readEntries(db: Queryable, conditions: (SQL | undefined)[], limit: number) {
  return db
    .select({ row: auditLog, cursorAt: exactTime(auditLog.at), id: auditLog.id })
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}

/** GET /admin/audit: newest first, optionally of one target type or one target. */
export async function listAudit(input: {
  db: Queryable;
  targetType?: string;
  targetId?: string;
  cursor?: string;
  limit: number;
}): Promise<AuditPage> {
  const rows = await readEntries(
    input.db,
    [
      input.targetType ? eq(auditLog.targetType, input.targetType) : undefined,
      input.targetId ? eq(auditLog.targetId, input.targetId) : undefined,
      afterCursor(decodeCursor(input.cursor), auditLog.at, auditLog.id),
    ],
    input.limit + 1,
  );
  const page = pageOf(rows, input.limit);
  return { items: page.rows.map(({ row }) => presentAuditEntry(row)), nextCursor: page.nextCursor };
}

/** The latest entries about one target (an organization's detail page). */
export async function latestAudit(db: Queryable, targetType: string, targetId: string, limit = 20) {
  const rows = await readEntries(
    db,
    [eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)],
    limit,
  );
  return rows.map(({ row }) => presentAuditEntry(row));
}
