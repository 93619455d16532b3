import {
  type Article,
  type ArticleList,
  type ArticleListShow,
  articlesApi,
  BULK_ARTICLES_MAX,
  type BulkArticleAction,
  type BulkArticlesResponse,
  type ContentType,
  type CreateManualArticleRequest,
  demoGifApi,
  type ExternalImage,
  endpointPath,
  externalImagesApi,
  generationApi,
  narrationApi,
  organizationsApi,
  type SharingStats,
} from '@support/shared';
import { call } from '../../lib/client';
import { download, requestWhenChanged } from '../../lib/http';

/** Thin typed calls of spec 02 §7 "Help articles", through the shared contract. */

export type ArticleListScope = 'all' | 'public' | 'private';

const lists = {
  all: articlesApi.list,
  public: articlesApi.listPublic,
  private: articlesApi.listPrivate,
} as const;

export function fetchArticles(scope: ArticleListScope = 'all'): Promise<ArticleList> {
  return call(lists[scope]);
}

/** Articles on the list screen a page at a time (newest first), filtered by the server. */
export const ARTICLE_PAGE_SIZE = 50;

export function fetchArticlePage(query: {
  cursor?: string;
  q?: string;
  tagId?: string;
  show?: ArticleListShow;
}): Promise<ArticleList> {
  return call(articlesApi.list, { query: { limit: ARTICLE_PAGE_SIZE, ...query } });
}

/**
 * The ids of every article the list's filters match, newest first, for "select all": one request,
 * at most as many as one bulk action takes; `total` says how many match in all.
 */
export async function fetchMatchingIds(query: {
  q?: string;
  tagId?: string;
  show?: ArticleListShow;
}): Promise<{ ids: string[]; total: number }> {
  const list = await call(articlesApi.list, { query: { limit: BULK_ARTICLES_MAX, ...query } });
  return { ids: list.articles.map((article) => article.id), total: list.total };
}

/** Issue 48 item 5: one action on many articles; the answer has a result per id. */
export function bulkArticles(ids: string[], action: BulkArticleAction): Promise<BulkArticlesResponse> {
  return call(articlesApi.bulk, { body: { ids, action } });
}

export function fetchArticle(id: string): Promise<Article> {
  return call(articlesApi.get, { params: { id } });
}

/**
 * The article once it differs from the answer tagged `etag`: the server holds the request until the
 * article changes or `waitSeconds` pass (then null). Without a tag, the article at once.
 */
export function fetchArticleWhenChanged(
  id: string,
  etag: string | null,
  waitSeconds: number,
): Promise<{ body: Article; etag: string | null } | null> {
  return requestWhenChanged<Article>(endpointPath(articlesApi.get, { id }), etag, waitSeconds);
}

export async function deleteArticle(id: string): Promise<void> {
  await call(articlesApi.delete, { params: { id } });
}

export function createManualArticle(body: CreateManualArticleRequest): Promise<{ id: string }> {
  return call(articlesApi.createManual, { body });
}

export async function updateTitle(id: string, title: string): Promise<void> {
  await call(articlesApi.updateTitle, { params: { id }, body: { title } });
}

export async function updateTags(id: string, tagIds: string[]): Promise<void> {
  await call(articlesApi.updateTags, {
    params: { id },
    body: { tags: tagIds.map((tagId) => ({ id: tagId })) },
  });
}

export async function publishArticle(id: string): Promise<void> {
  await call(articlesApi.publish, { params: { id } });
}

export async function unpublishArticle(id: string): Promise<void> {
  await call(articlesApi.unpublish, { params: { id } });
}

/** Whether the shared link stays public while the article is in a password-protected help center. */
export async function keepSharedLinkPublic(id: string, keepPublic: boolean): Promise<void> {
  await call(articlesApi.sharedLink, { params: { id }, body: { keepPublic } });
}

export async function restartGeneration(id: string): Promise<void> {
  await call(generationApi.restart, { params: { id } });
}

export async function changeContentType(id: string, contentType: ContentType): Promise<void> {
  await call(generationApi.changeContentType, { params: { id }, body: { contentType } });
}

export async function fetchExternalImages(id: string): Promise<ExternalImage[]> {
  return (await call(externalImagesApi.list, { params: { id } })).externalImages;
}

/** Multipart: the contract's client sends the form as it is (fetch writes the boundary). */
export async function uploadExternalImage(id: string, file: File): Promise<ExternalImage> {
  const form = new FormData();
  form.append('image', file);
  return call(externalImagesApi.upload, { params: { id }, body: form });
}

export async function deleteExternalImage(id: string, imageId: string): Promise<void> {
  await call(externalImagesApi.delete, { params: { id, imageId } });
}

/** A zip file, outside the contract's JSON client. */
export function downloadArticle(id: string): Promise<Blob> {
  return download(`/help-articles/${encodeURIComponent(id)}/download`);
}

export function fetchSharingStats(id: string): Promise<SharingStats> {
  return call(articlesApi.sharingStats, { params: { id } });
}

export function addOrganizationTag(name: string): Promise<{ id: string; name: string }> {
  return call(organizationsApi.addTag, { body: { name } });
}

/**
 * Spec 02 §7: queues the demo GIF; the article shows it (mediaOutput.gifUrl) once it is rendered.
 * `queued: false` when the GIF of the current steps is there and shown already.
 */
export function generateGif(id: string): Promise<{ queued: boolean }> {
  return call(demoGifApi.generate, { params: { id } });
}

/** Transcribes the narration again (202); only the steps' transcriptions change, not the text. */
export async function transcribeArticle(id: string): Promise<void> {
  await call(narrationApi.transcribe, { params: { id } });
}
