import type { ExternalImage } from '@support/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { externalImages } from '../../db/schema/articles';
import { notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import type { Actor } from '../../plugins/authenticate';
import { findArticle } from '../articles/queries';
import { presentExternalImage } from './presenter';
import { detectImageType, IMAGE_EXTENSIONS, imageFilename } from './sniff';
import { notAnImage, type Upload } from './upload';

type Access = { db: Db; storage: Storage; actor: Actor; articleId: string };

/**
 * `POST /help-articles/{id}/external-images`: an image a writer adds to an article. Its type comes
 * from its bytes; the original bytes are kept as they are (no re-encoding, no metadata changes).
 */
export async function uploadExternalImage(
  input: Access & { upload: Upload; now: Date },
): Promise<ExternalImage> {
  const article = await findArticle(input.db, input.actor, input.articleId);
  const type = detectImageType(input.upload.bytes);
  if (!type) throw notAnImage();
  const id = crypto.randomUUID();
  const storageKey = `organizations/${article.organizationId}/articles/${article.id}/external/${id}${IMAGE_EXTENSIONS[type]}`;
  await input.storage.put(storageKey, input.upload.bytes, type);
  const rows = await input.db
    .insert(externalImages)
    .values({
      id,
      organizationId: article.organizationId,
      articleId: article.id,
      filename: imageFilename(input.upload.filename, type),
      storageKey,
      contentType: type,
      size: input.upload.bytes.length,
      createdAt: input.now,
    })
    .returning()
    .catch(async (error: unknown) => {
      // The article went away meanwhile: do not leave its file behind.
      await input.storage.delete(storageKey);
      throw error;
    });
  return presentExternalImage(rows[0]!, await input.storage.signedUrl(storageKey));
}

/** `GET /help-articles/{id}/external-images`: oldest first, each with a fresh signed URL. */
export async function listExternalImages(input: Access): Promise<{ externalImages: ExternalImage[] }> {
  const article = await findArticle(input.db, input.actor, input.articleId);
  const rows = await input.db
    .select()
    .from(externalImages)
    .where(
      and(
        eq(externalImages.organizationId, article.organizationId),
        eq(externalImages.articleId, article.id),
      ),
    )
    .orderBy(asc(externalImages.createdAt), asc(externalImages.id));
  return {
    externalImages: await Promise.all(
      rows.map(async (row) => presentExternalImage(row, await input.storage.signedUrl(row.storageKey))),
    ),
  };
}

/** `DELETE /help-articles/{id}/external-images/{imageId}`: the row, then the stored file. */
export async function deleteExternalImage(input: Access & { imageId: string }): Promise<void> {
  const article = await findArticle(input.db, input.actor, input.articleId);
  const [deleted] = await input.db
    .delete(externalImages)
    .where(
      and(
        eq(externalImages.id, input.imageId),
        eq(externalImages.articleId, article.id),
        eq(externalImages.organizationId, article.organizationId),
      ),
    )
    .returning({ storageKey: externalImages.storageKey });
  if (!deleted) throw notFound('Image not found', 'IMAGE_NOT_FOUND');
  await input.storage.delete(deleted.storageKey);
}
