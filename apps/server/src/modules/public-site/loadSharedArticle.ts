import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  articles,
  articleTranslations,
  articleVersions,
  externalImages,
  organizations,
  steps,
} from '../../db/schema';
import { sharedLinkOpen } from '../help-centers/protection';
import type { SharedAudio } from '../public-pages/audio';

export type SharedArticle = {
  articleId: string;
  organizationId: string;
  organizationName: string;
  sharingId: string;
  updatedAt: Date;
  /** The language the article is written in, then every translation that has content. */
  sourceLanguage: string;
  languages: string[];
  /** The requested language if the article has it, else the source language. */
  language: string;
  title: string;
  content: string;
  /** Storage keys by what the markdown calls them (step number, external image id, the GIF). */
  stepImages: Map<number, { stepId: string; key: string }>;
  externalImages: Map<string, { key: string }>;
  gifKey: string | null;
  /** Sharing ids of the publicly shared articles that `article:{uuid}` links of the content name. */
  linkedArticles: Map<string, string>;
  /** The narration, when the organization offers narrations on public pages (shareAudio). */
  audio?: SharedAudio | null;
};

/**
 * A publicly shared article as the public page shows it, in one language. `unpublished` names an
 * article that has this sharing id but may not be read through it (so its next publish, or its
 * link opening again, can reach the cached 404); null: no article ever had it. Images are only the
 * active version's. `through` says who reads: the shared link is closed while the article is in a
 * password-protected help center (help-centers/protection.ts); that help center's own pages,
 * behind its password, read it all the same.
 */
export async function loadSharedArticle(
  db: Queryable,
  sharingId: string,
  requestedLanguage: string | undefined,
  through: 'sharedLink' | 'helpCenter',
): Promise<SharedArticle | { unpublished: string; organizationId: string } | null> {
  const [row] = await db
    .select({
      article: articles,
      version: articleVersions,
      organizationName: organizations.name,
      languages: organizations.translationLanguages,
      shareAudio: organizations.shareAudio,
      linkOpen: sharedLinkOpen(),
    })
    .from(articles)
    .innerJoin(organizations, eq(organizations.id, articles.organizationId))
    .leftJoin(articleVersions, eq(articleVersions.id, articles.activeVersionId))
    .where(eq(articles.sharingId, sharingId));
  if (!row) return null;
  const readable = through === 'sharedLink' ? row.linkOpen : row.article.isPubliclyShared;
  if (!readable) return { unpublished: row.article.id, organizationId: row.article.organizationId };
  const { article, version } = row;
  const tenant = article.organizationId;

  const [translations, stepRows, imageRows] = await Promise.all([
    db
      .select({
        language: articleTranslations.language,
        title: articleTranslations.title,
        content: articleTranslations.content,
      })
      .from(articleTranslations)
      .where(
        and(
          eq(articleTranslations.organizationId, tenant),
          eq(articleTranslations.articleId, article.id),
          // A copy of the source not translated yet is not readable in that language.
          ne(articleTranslations.state, 'NOT_TRANSLATED'),
        ),
      )
      .orderBy(asc(articleTranslations.language)),
    version
      ? db
          .select({
            id: steps.id,
            index: steps.index,
            raw: steps.imageRawKey,
            processed: steps.imageProcessedKey,
            audioStart: steps.audioStartTime,
          })
          .from(steps)
          .where(and(eq(steps.organizationId, tenant), eq(steps.articleVersionId, version.id)))
      : Promise.resolve([]),
    db
      .select({ id: externalImages.id, key: externalImages.storageKey })
      .from(externalImages)
      .where(and(eq(externalImages.organizationId, tenant), eq(externalImages.articleId, article.id))),
  ]);

  const sourceLanguage = version?.language ?? 'en';
  // A language the organization removed keeps its translation, hidden, until it is added again.
  const translated = translations.filter(
    (t) => t.content.trim() && t.language !== sourceLanguage && row.languages.includes(t.language),
  );
  const chosen = translated.find((t) => t.language === requestedLanguage);

  const stepImages = new Map<number, { stepId: string; key: string }>();
  for (const step of stepRows) {
    const key = step.processed ?? step.raw;
    // `![Step N](stepN.png)` counts from 1, the stored index from 0.
    if (key) stepImages.set(step.index + 1, { stepId: step.id, key });
  }
  const gifKey = version?.mediaOutput?.gifKey;
  const audioKey = row.shareAudio && version?.hasAudio ? version.mediaOutput?.audioKey : null;
  const audio: SharedAudio | null =
    typeof audioKey === 'string'
      ? {
          key: audioKey,
          steps: [...stepRows]
            .sort((a, b) => a.index - b.index)
            .map((step) => ({ number: step.index + 1, startMs: step.audioStart ?? 0 })),
        }
      : null;
  const content = chosen ? chosen.content : (version?.content ?? '');

  return {
    articleId: article.id,
    organizationId: tenant,
    organizationName: row.organizationName,
    sharingId,
    updatedAt: article.updatedAt,
    sourceLanguage,
    languages: [sourceLanguage, ...translated.map((t) => t.language)],
    language: chosen ? chosen.language : sourceLanguage,
    title: chosen?.title?.trim() || article.title,
    content,
    stepImages,
    externalImages: new Map(imageRows.map((image) => [image.id, { key: image.key }])),
    gifKey: typeof gifKey === 'string' ? gifKey : null,
    linkedArticles: await linkedSharedArticles(db, tenant, content),
    audio,
  };
}

/**
 * Internal links lead to the linked article's own shared page, if its link is open: none points at
 * a link that would answer 404, nor hands out the sharing id of a protected help center's article.
 */
async function linkedSharedArticles(db: Queryable, organizationId: string, content: string) {
  const ids = [...new Set([...content.matchAll(ARTICLE_LINK)].map((match) => match[1]!.toLowerCase()))];
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: articles.id, sharingId: articles.sharingId })
    .from(articles)
    .where(
      and(
        eq(articles.organizationId, organizationId),
        sharedLinkOpen(),
        inArray(articles.id, ids.slice(0, 200)),
      ),
    );
  return new Map(rows.flatMap((row) => (row.sharingId ? [[row.id, row.sharingId] as const] : [])));
}

const ARTICLE_LINK = /article:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi;
