import { articlesApi, smartEditApi } from '@support/shared';
import { call } from '../../lib/client';

/** Thin typed calls of the markdown editor (spec 02 §4, §5), through the shared contract. */

export async function updateContent(id: string, content: string): Promise<void> {
  await call(articlesApi.updateContent, { params: { id }, body: { content } });
}

export async function smartEdit(id: string, markdownText: string, changeRequest: string): Promise<string> {
  return (await call(smartEditApi.edit, { params: { id }, body: { markdownText, changeRequest } }))
    .editedMarkdown;
}
