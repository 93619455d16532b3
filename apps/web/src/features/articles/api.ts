import {
  type Article,
  type ArticleList,
  type ArticleListShow,
  type ContentType,
  type ExternalImage,
  type SaveStepAnnotationsRequest,
  type SharingStats,
  type Step,
  ZArticle,
  ZArticleList,
  ZCreateArticleResponse,
  ZExternalImage,
  ZExternalImageList,
  ZGifRequestResponse,
  ZOrganizationTag,
  ZSharingStats,
  ZStep,
} from '@support/shared';
import { z } from 'zod';
import { api } from '../../lib/api';

/** Thin typed calls of spec 02 §7 "Help articles"; answers are checked against the shared contract. */

const base = '/help-articles';

export type ArticleListScope = 'all' | 'public' | 'private';

export async function fetchArticles(scope: ArticleListScope = 'all'): Promise<ArticleList> {
  const path = scope === 'all' ? base : `${base}/${scope}`;
  return ZArticleList.parse((await api.get(path)).data);
}

/** Articles on the list screen a page at a time (newest first), filtered by the server. */
export const ARTICLE_PAGE_SIZE = 50;

export async function fetchArticlePage(query: {
  cursor?: string;
  q?: string;
  tagId?: string;
  show?: ArticleListShow;
}): Promise<ArticleList> {
  const params = { limit: ARTICLE_PAGE_SIZE, ...query };
  return ZArticleList.parse((await api.get(base, { params })).data);
}

export async function fetchArticle(id: string): Promise<Article> {
  return ZArticle.parse((await api.get(`${base}/${id}`)).data);
}

export async function deleteArticle(id: string): Promise<void> {
  await api.delete(`${base}/${id}`);
}

export async function createManualArticle(body: {
  title: string;
  content?: string;
}): Promise<{ id: string }> {
  return ZCreateArticleResponse.parse((await api.post(`${base}/create-manual-article`, body)).data);
}

export async function updateContent(id: string, content: string): Promise<void> {
  await api.put(`${base}/${id}`, { content });
}

export async function updateTitle(id: string, title: string): Promise<void> {
  await api.put(`${base}/${id}/title`, { title });
}

export async function updateTags(id: string, tagIds: string[]): Promise<void> {
  await api.put(`${base}/${id}/tags`, { tags: tagIds.map((tagId) => ({ id: tagId })) });
}

export async function publishArticle(id: string): Promise<void> {
  await api.post(`${base}/${id}/publish`);
}

export async function unpublishArticle(id: string): Promise<void> {
  await api.post(`${base}/${id}/unpublish`);
}

export async function restartGeneration(id: string): Promise<void> {
  await api.post(`${base}/${id}/restart-generation`);
}

export async function changeContentType(id: string, contentType: ContentType): Promise<void> {
  await api.post(`${base}/${id}/change-content-type`, { contentType });
}

export async function fetchExternalImages(id: string): Promise<ExternalImage[]> {
  return ZExternalImageList.parse((await api.get(`${base}/${id}/external-images`)).data).externalImages;
}

export async function uploadExternalImage(id: string, file: File): Promise<ExternalImage> {
  const form = new FormData();
  form.append('image', file);
  return ZExternalImage.parse((await api.post(`${base}/${id}/external-images`, form)).data);
}

export async function deleteExternalImage(id: string, imageId: string): Promise<void> {
  await api.delete(`${base}/${id}/external-images/${imageId}`);
}

export async function downloadArticle(id: string): Promise<Blob> {
  return (await api.get(`${base}/${id}/download`, { responseType: 'blob' })).data as Blob;
}

const ZSmartEditResponse = z.object({ editedMarkdown: z.string() });

export async function smartEdit(id: string, markdownText: string, changeRequest: string): Promise<string> {
  const response = await api.post(`${base}/${id}/smart-edit`, { markdownText, changeRequest });
  return ZSmartEditResponse.parse(response.data).editedMarkdown;
}

export async function fetchSharingStats(id: string): Promise<SharingStats> {
  return ZSharingStats.parse((await api.get(`/analytics/shared/article/${id}`)).data);
}

export async function addOrganizationTag(name: string): Promise<{ id: string; name: string }> {
  return ZOrganizationTag.parse((await api.post('/organization/add-tag', { name })).data);
}

/**
 * Spec 02 §7 step editor: the step's annotations and settings, in integer pixels of its context.
 * Answers with the saved step (its image re-rendered later, in the queue).
 */
export async function saveStepAnnotations(
  id: string,
  stepId: string,
  body: SaveStepAnnotationsRequest,
): Promise<Step> {
  return ZStep.parse((await api.put(`${base}/${id}/steps/${stepId}/annotations`, body)).data);
}

/**
 * Spec 02 §7: queues the demo GIF; the article shows it (mediaOutput.gifUrl) once it is rendered.
 * `queued: false` when the GIF of the current steps is there and shown already.
 */
export async function generateGif(id: string): Promise<{ queued: boolean }> {
  return ZGifRequestResponse.parse((await api.post(`${base}/${id}/generate-gif`)).data);
}

export async function deleteStep(id: string, stepId: string): Promise<void> {
  await api.delete(`${base}/${id}/steps/${stepId}`);
}
