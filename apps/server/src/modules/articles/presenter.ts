import {
  type Annotation,
  type Article,
  type ArticleListItem,
  type ArticleTag,
  type ArticleVersionSummary,
  articleStatus,
  type Step,
} from '@support/shared';
import type { articles, articleVersions, stepAnnotations, steps } from '../../db/schema/articles';

type ArticleRow = typeof articles.$inferSelect;
type VersionRow = typeof articleVersions.$inferSelect;
type StepRow = typeof steps.$inferSelect;
type AnnotationRow = typeof stepAnnotations.$inferSelect;
type Creator = { firstName: string; lastName: string; email: string } | null;

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export type VersionSummaryRow = Pick<
  VersionRow,
  | 'id'
  | 'version'
  | 'contentType'
  | 'failureReason'
  | 'finishedAt'
  | 'hasAudio'
  | 'language'
  | 'generationStage'
  | 'createdAt'
>;

export function presentVersionSummary(version: VersionSummaryRow): ArticleVersionSummary {
  return {
    id: version.id,
    version: version.version,
    contentType: version.contentType,
    failureReason: version.failureReason,
    finishedAt: iso(version.finishedAt),
    hasAudio: version.hasAudio,
    sourceLanguage: version.language,
    generationStage: version.generationStage,
    createdAt: iso(version.createdAt)!,
  };
}

function presentBase(
  article: ArticleRow,
  creator: Creator,
  tags: ArticleTag[],
  version: VersionSummaryRow | null,
) {
  const activeArticleVersion = version ? presentVersionSummary(version) : null;
  return {
    id: article.id,
    title: article.title,
    articleType: article.articleType,
    createdAt: iso(article.createdAt)!,
    updatedAt: iso(article.updatedAt)!,
    // A left join without a creator gives all-null fields; the account is gone.
    creator: creator?.email ? creator : null,
    tags,
    isPubliclyShared: article.isPubliclyShared,
    sharingId: article.sharingId,
    publicKnowledgeBaseArticleGroupId: article.publicGroupId,
    sortOrder: article.sortOrder,
    status: articleStatus({ articleType: article.articleType, activeArticleVersion }),
    activeArticleVersion,
  };
}

export function presentListItem(row: {
  article: ArticleRow;
  creator: Creator;
  tags: ArticleTag[];
  version: VersionSummaryRow | null;
  translatedLanguages: string[];
  openCommentThreads: number;
}): ArticleListItem {
  return {
    ...presentBase(row.article, row.creator, row.tags, row.version?.id ? row.version : null),
    translatedLanguages: row.translatedLanguages,
    openCommentThreads: row.openCommentThreads,
  };
}

export function presentAnnotation(row: AnnotationRow): Annotation {
  return {
    id: row.id,
    type: row.type,
    positionX: row.positionX,
    positionY: row.positionY,
    width: row.width,
    height: row.height,
    value: row.value,
  };
}

export function presentStep(
  row: StepRow,
  annotations: AnnotationRow[],
  urls: { raw: string | null; processed: string | null },
): Step {
  const { id, index, contextWidth, contextHeight, positionX, positionY, endPositionX, endPositionY } = row;
  return {
    id,
    index,
    imageRaw: urls.raw,
    imageProcessed: urls.processed,
    annotations: annotations.map(presentAnnotation),
    contextWidth,
    contextHeight,
    positionX,
    positionY,
    endPositionX,
    endPositionY,
    action: row.action,
    pageUrl: row.pageUrl,
    pageTitle: row.pageTitle,
    elementLabel: row.elementLabel,
    elementRole: row.elementRole,
    typedValue: row.typedValue,
    hideActionPointer: row.hideActionPointer,
    applyImageChangesToGif: row.applyImageChangesToGif,
    hideStepNumber: row.hideStepNumber,
    zoomLevel: Number(row.zoomLevel),
    zoomAnchorX: row.zoomAnchorX,
    zoomAnchorY: row.zoomAnchorY,
    audioStartTime: row.audioStartTime,
    audioEndTime: row.audioEndTime,
    transcription: row.transcription,
    summary: row.summary,
  };
}

/** The version's media with the demo GIF's signed URL beside its storage key. */
function presentMediaOutput(
  media: Record<string, unknown> | null,
  gifUrl: string | null,
): Record<string, unknown> | null {
  if (!media) return null;
  return gifUrl ? { ...media, gifUrl } : media;
}

export function presentArticle(input: {
  article: ArticleRow;
  creator: Creator;
  tags: ArticleTag[];
  organizationTags: ArticleTag[];
  version: VersionRow | null;
  steps: Step[];
  /** The signed URL of mediaOutput.gifKey (the demo GIF), which the browser cannot fetch by key. */
  gifUrl: string | null;
  /** The signed URL of mediaOutput.audioKey (the narration), null without one. */
  audioUrl: string | null;
  canDelete: boolean;
  sharedLinkProtection: Article['sharedLinkProtection'];
  latestRevision: Article['latestRevision'];
}): Article {
  const base = presentBase(input.article, input.creator, input.tags, input.version);
  return {
    ...base,
    content: input.version?.content ?? '',
    organization: { tags: input.organizationTags },
    activeArticleVersion:
      base.activeArticleVersion && input.version
        ? {
            ...base.activeArticleVersion,
            content: input.version.content,
            mediaOutput: presentMediaOutput(input.version.mediaOutput, input.gifUrl),
            steps: input.steps,
            audioUrl: input.audioUrl,
            audioDurationMs: numberOrNull(input.version.mediaOutput?.audioDurationMs),
            transcriptionStatus: input.version.transcriptionStatus ?? null,
          }
        : null,
    canDelete: input.canDelete,
    sharedLinkProtection: input.sharedLinkProtection,
    latestRevision: input.latestRevision ?? null,
  };
}

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);
