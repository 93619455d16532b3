import type { ExternalImage } from '@support/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { authorize } from '../../core/policy';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { externalImages } from '../../db/schema/articles';
import { badRequest, notFound } from '../../lib/errors';
import { headOf, probeImage } from '../../lib/images/probe';
import type { Storage } from '../../lib/storage';
import { EDIT_MEMBERS_ONLY } from '../articles/policy';
import { findArticle } from '../articles/queries';
import { canManageArticleImages } from './policy';
import { presentExternalImage } from './presenter';
import { assertQuota } from './quota';
import { detectImageType, IMAGE_EXTENSIONS, imageFilename } from './sniff';
import { notAnImage, type Upload } from './upload';

type Access = { db: Db; storage: Storage; actor: Actor; articleId: string };

/** sharp's name of each format, which must agree with what the first bytes said. */
const SHARP_FORMATS = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/gif': 'gif', 'image/webp': 'webp' };

/**
 * `POST /help-articles/{id}/external-images`: an image a writer adds to an article. Its type comes
 * from its bytes, and it is decoded whole (within the screenshot bounds) before it is kept, so junk
 * behind an image signature or a decompression bomb is refused. The original bytes are kept as they
 * are (no re-encoding, no metadata changes). Every image counts against the organization's quota.
 */
export async function uploadExternalImage(
  input: Access & { upload: Upload; now: Date; quotaBytes: number },
): Promise<ExternalImage> {
  const { db, upload } = input;
  const article = await findArticle(db, input.actor, input.articleId);
  authorize(canManageArticleImages(input.actor), EDIT_MEMBERS_ONLY);
  const organizationId = article.organizationId;
  const type = detectImageType(await headOf(upload.file.path));
  if (!type) throw notAnImage();
  const probe = await probeImage(upload.file.path, SHARP_FORMATS[type]);
  if (!probe.ok) throw badRequest(`The image ${probe.problem}`, 'INVALID_IMAGE');
  const size = upload.file.size;
  // Checked before storing (the usual refusal costs no write) and again under the lock below.
  await assertQuota({ db, organizationId, quotaBytes: input.quotaBytes, adding: size });

  const id = crypto.randomUUID();
  const storageKey = `organizations/${organizationId}/articles/${article.id}/external/${id}${IMAGE_EXTENSIONS[type]}`;
  await input.storage.putFile(storageKey, upload.file.path, type);
  try {
    const row = await db.transaction(async (tx) => {
      // One organization's uploads take turns here, so two at once cannot both fit the last bytes.
      await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, organizationId))
        .for('update');
      await assertQuota({ db: tx, organizationId, quotaBytes: input.quotaBytes, adding: size });
      const [inserted] = await tx
        .insert(externalImages)
        .values({
          id,
          organizationId,
          articleId: article.id,
          filename: imageFilename(upload.filename, type),
          storageKey,
          contentType: type,
          size,
          createdAt: input.now,
        })
        .returning();
      return inserted!;
    });
    return presentExternalImage(row, await input.storage.signedUrl(storageKey));
  } catch (error) {
    // Over the quota, or the article went away meanwhile: do not leave its file behind.
    await input.storage.delete(storageKey);
    throw error;
  }
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
