import {
  type ArticleTemplate,
  articleTemplatesApi,
  type CreateArticleTemplateRequest,
} from '@support/shared';
import { call } from '../../lib/client';

/** Thin typed calls of the organization's own article templates (issue 48 item 4). */

export async function fetchTemplates(): Promise<ArticleTemplate[]> {
  return (await call(articleTemplatesApi.list)).templates;
}

export function createTemplate(body: CreateArticleTemplateRequest): Promise<ArticleTemplate> {
  return call(articleTemplatesApi.create, { body });
}

export function renameTemplate(id: string, name: string): Promise<ArticleTemplate> {
  return call(articleTemplatesApi.rename, { params: { id }, body: { name } });
}

export async function deleteTemplate(id: string): Promise<void> {
  await call(articleTemplatesApi.delete, { params: { id } });
}
