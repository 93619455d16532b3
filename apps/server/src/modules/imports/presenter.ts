import type { Import } from '@support/shared';
import type { imports } from '../../db/schema';

type ImportRow = typeof imports.$inferSelect;

export function presentImport(row: ImportRow): Import {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    filename: row.filename,
    helpCenterId: row.helpCenterId,
    total: row.total,
    processed: row.processed,
    imported: row.imported,
    updated: row.updated,
    skipped: row.skipped,
    items: row.report,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export const presentImportSummary = (row: ImportRow): Omit<Import, 'items'> => {
  const { items: _items, ...summary } = presentImport(row);
  return summary;
};
