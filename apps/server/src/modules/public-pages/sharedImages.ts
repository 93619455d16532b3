import { createHash } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { articles, articleVersions, externalImages, steps } from '../../db/schema';
import { isUuid } from '../../lib/markdown';
import type { Storage } from '../../lib/storage';
import { sharedLinkOpen } from '../help-centers/protection';
import { isFresh } from './encodedPage';
import { SECURITY_HEADERS } from './headers';

export type SharedImageKind = 'steps' | 'external' | 'demo.gif';

/** Which article's images a route serves: a condition on `articles` (bySharingId, byArticle). */
export type ImageOwner = SQL;

/** The article behind an open shared link (closed while it is in a protected help center). */
export const bySharingId = (sharingId: string): ImageOwner =>
  and(eq(articles.sharingId, sharingId), sharedLinkOpen()) as SQL;

/** A published article of a help center, for that help center's own (guarded) media routes. */
export const byArticle = (organizationId: string, articleId: string): ImageOwner =>
  and(
    eq(articles.id, articleId),
    eq(articles.organizationId, organizationId),
    eq(articles.isPubliclyShared, true),
  ) as SQL;

/**
 * The storage key of an image of a shared article: a step of its active version, one of its
 * external images, or its demo GIF. null unless `owner` names the article and the image is its
 * own, so the public image routes serve nothing else.
 */
export async function sharedImageKey(
  db: Db,
  input: { owner: ImageOwner; kind: SharedImageKind; imageId?: string },
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
      .where(and(input.owner, eq(steps.id, input.imageId)));
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
      .where(and(input.owner, eq(externalImages.id, input.imageId)));
    return row?.key ?? null;
  }
  const [row] = await db
    .select({ media: articleVersions.mediaOutput })
    .from(articles)
    .innerJoin(articleVersions, eq(articleVersions.id, articles.activeVersionId))
    .where(input.owner);
  const gifKey = row?.media?.gifKey;
  return typeof gifKey === 'string' ? gifKey : null;
}

/** The ETag of an image, from its bytes (a key might be rewritten with a new rendering). */
export const imageEtag = (body: Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

const IMAGE_TYPES = /^image\/(png|jpeg|gif|webp)$/;

/**
 * Sends an image of a shared article with its ETag (a 304 when the reader has it), for the shared
 * page and for a help center's pages alike; false when there is no such image, for the caller's
 * 404. A boolean, not the reply: a Fastify reply is thenable, so awaiting one resolves to nothing
 * and the caller took every sent image for a missing one (then sent a 404 after it).
 */
export async function sendSharedImage(
  deps: { db: Db; storage: Storage },
  request: FastifyRequest,
  reply: FastifyReply,
  input: { owner: ImageOwner; kind: SharedImageKind; imageId?: string; cacheControl: string },
): Promise<boolean> {
  const key = await sharedImageKey(deps.db, input);
  const object = key ? await deps.storage.get(key) : null;
  if (!object) return false;
  const etag = imageEtag(object.body);
  reply.headers(SECURITY_HEADERS);
  reply.headers({ 'cache-control': input.cacheControl, etag });
  if (isFresh(request.headers['if-none-match'], { raw: etag, br: etag, gzip: etag })) {
    reply.code(304).send();
    return true;
  }
  // Only real image types are shown inline; anything else would be a download.
  const type = IMAGE_TYPES.test(object.contentType) ? object.contentType : 'application/octet-stream';
  reply.type(type).send(object.body);
  return true;
}
