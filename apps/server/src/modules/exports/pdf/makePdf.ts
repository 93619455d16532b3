import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { articles, helpCenters, publicGroups } from '../../../db/schema';
import { appError } from '../../../lib/errors';
import { assertRenderableMarkdown, classifyImage } from '../../../lib/markdown';
import type { Storage } from '../../../lib/storage';
import type { ArticleMedia } from '../archiveLinks';
import { imagesOf, PDF_CONTENT_WIDTH, parseArticleMarkdown, renderArticlePdf } from './articlePdf';
import { prepareImage, prepareImages } from './pdfImages';
import { imageId, type PreparedImage } from './pdfMarkdown';

/** The longest article made into a PDF (characters): some 150 pages of text, drawn in seconds. */
export const PDF_MAX_CHARS = 300_000;

export type PdfSource = {
  organizationId: string;
  articleId: string;
  title: string;
  content: string;
  language: string;
  subtitle: string;
  media: ArticleMedia;
  /** Where a link of the content leads in the PDF; null leaves its text unlinked. */
  linkOf: (url: string) => string | null;
};

/** http(s) and mail links stay links; anything else (a relative or script address) is text. */
export const outsideLink = (url: string): string | null =>
  /^(https?:|mailto:)/i.test(url.trim()) ? url.trim() : null;

/**
 * The logo the PDF carries: the one of the help center the article is published in, else of the
 * organization's first help center that has one (help centers hold the organization's logos).
 */
async function logoKeyOf(db: Queryable, organizationId: string, articleId: string): Promise<string | null> {
  const [own] = await db
    .select({ key: helpCenters.logoKey })
    .from(articles)
    .innerJoin(publicGroups, eq(publicGroups.id, articles.publicGroupId))
    .innerJoin(helpCenters, eq(helpCenters.id, publicGroups.helpCenterId))
    .where(and(eq(articles.id, articleId), eq(articles.organizationId, organizationId)));
  if (own?.key) return own.key;
  const [any] = await db
    .select({ key: helpCenters.logoKey })
    .from(helpCenters)
    .where(and(eq(helpCenters.organizationId, organizationId), isNotNull(helpCenters.logoKey)))
    .orderBy(asc(helpCenters.createdAt))
    .limit(1);
  return any?.key ?? null;
}

function keyOf(media: ArticleMedia, image: { url: string; alt: string }): string | null {
  const ref = classifyImage(image);
  if (ref.kind === 'step') return media.steps.get(ref.number - 1) ?? null;
  if (ref.kind === 'external') return media.uploads.get(ref.imageId)?.key ?? null;
  if (ref.kind === 'demoGif') return media.gifKey;
  return null; // an outside address: the server fetches nothing for a PDF
}

/**
 * One article as a PDF (issue 49), made in the request: bounded by the article's length
 * (PDF_TOO_LARGE past 300,000 characters), its markdown's nesting (as at save time) and the
 * number and size of its images, each scaled before it is embedded.
 */
export async function makeArticlePdf(input: {
  db: Queryable;
  storage: Storage;
  source: PdfSource;
}): Promise<Buffer> {
  const { source } = input;
  if (source.content.length > PDF_MAX_CHARS) {
    throw appError(
      'PDF_TOO_LARGE',
      `An article of more than ${PDF_MAX_CHARS} characters cannot be made into a PDF`,
    );
  }
  assertRenderableMarkdown(source.content);
  const root = parseArticleMarkdown(source.content);
  const refs = imagesOf(root).map((image) => ({ image, key: keyOf(source.media, image) }));
  const [prepared, logoKey] = await Promise.all([
    prepareImages(
      input.storage,
      refs.flatMap((ref) => (ref.key ? [ref.key] : [])),
      PDF_CONTENT_WIDTH,
    ),
    logoKeyOf(input.db, source.organizationId, source.articleId),
  ]);
  const images = new Map<string, PreparedImage>();
  for (const { image, key } of refs) {
    const ready = key ? prepared.get(key) : undefined;
    if (ready) images.set(imageId(image), ready);
  }
  const logo = logoKey ? await prepareImage(input.storage, logoKey, 160, 36) : null;
  return renderArticlePdf(
    {
      title: source.title,
      markdown: source.content,
      language: source.language,
      images,
      logo,
      linkOf: source.linkOf,
      subtitle: source.subtitle,
    },
    root,
  );
}
