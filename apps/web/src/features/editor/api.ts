import { type Article, articlesApi, smartEditApi } from '@support/shared';
import { call } from '../../lib/client';

/** Thin typed calls of the markdown editor (spec 02 §4, §5), through the shared contract. */

/** What a save sends besides the text: the base of the stale-save check and whether it is an AI edit. */
export type SaveOptions = { baseRevisionAt?: string | null; aiEdit?: boolean };

export function updateContent(id: string, content: string, options: SaveOptions = {}): Promise<Article> {
  return call(articlesApi.updateContent, { params: { id }, body: { content, ...options } });
}

export async function smartEdit(id: string, markdownText: string, changeRequest: string): Promise<string> {
  return (await call(smartEditApi.edit, { params: { id }, body: { markdownText, changeRequest } }))
    .editedMarkdown;
}
