import type { ExternalImage } from '@support/shared';
import type { externalImages } from '../../db/schema/articles';

export function presentExternalImage(
  row: typeof externalImages.$inferSelect,
  signedUrl: string,
): ExternalImage {
  return {
    id: row.id,
    filename: row.filename,
    signedUrl,
    contentType: row.contentType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}
