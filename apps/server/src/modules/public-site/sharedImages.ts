import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, articleVersions, externalImages, steps } from '../../db/schema';
import { isUuid } from '../../lib/markdown';

export type SharedImageKind = 'steps' | 'external' | 'demo.gif';

const shared = (sharingId: string) =>
  and(eq(articles.sharingId, sharingId), eq(articles.isPubliclyShared, true));

/**
 * The storage key of an image of a shared article: a step of its active version, one of its
 * external images, or its demo GIF. null unless the article is shared and the image is its own,
 * so the public image route serves nothing else.
 */
export async function sharedImageKey(
  db: Db,
  input: { sharingId: string; kind: SharedImageKind; imageId?: string },
): Promise<string | null> {
  if (input.kind === 'steps') {
    if (!input.imageId || !isUuid(input.imageId)) return null;
    const [row] = await db
      .select({ processed: steps.imageProcessedKey, raw: steps.imageRawKey })
      .from(steps)
      .innerJoin(
        articles,
        and(
          eq(articles.activeVersionId, steps.articleVersionId),
          eq(articles.organizationId, steps.organizationId),
        ),
      )
      .where(and(shared(input.sharingId), eq(steps.id, input.imageId)));
    return row?.processed ?? row?.raw ?? null;
  }
  if (input.kind === 'external') {
    if (!input.imageId || !isUuid(input.imageId)) return null;
    const [row] = await db
      .select({ key: externalImages.storageKey })
      .from(externalImages)
      .innerJoin(
        articles,
        and(
          eq(articles.id, externalImages.articleId),
          eq(articles.organizationId, externalImages.organizationId),
        ),
      )
      .where(and(shared(input.sharingId), eq(externalImages.id, input.imageId)));
    return row?.key ?? null;
  }
  const [row] = await db
    .select({ media: articleVersions.mediaOutput })
    .from(articles)
    .innerJoin(articleVersions, eq(articleVersions.id, articles.activeVersionId))
    .where(shared(input.sharingId));
  const gifKey = row?.media?.gifKey;
  return typeof gifKey === 'string' ? gifKey : null;
}

/** The ETag of an image, from its bytes (a key might be rewritten with a new rendering). */
export const imageEtag = (body: Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
