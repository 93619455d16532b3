import type { BulkArticleAction, BulkArticleResult, BulkArticlesResponse } from '@support/shared';

/**
 * What undoes a bulk action, for the articles it changed (an article that already was as asked is
 * left alone): publish ↔ unpublish, add ↔ remove a tag. Group moves and deletes have none.
 */
export function undoOf(
  action: BulkArticleAction,
  answer: BulkArticlesResponse,
): { action: BulkArticleAction; ids: string[] } | null {
  const ids = answer.results.filter((result) => result.ok && result.changed).map((result) => result.id);
  if (ids.length === 0) return null;
  switch (action.type) {
    case 'publish':
      return { action: { type: 'unpublish' }, ids };
    case 'unpublish':
      return { action: { type: 'publish' }, ids };
    case 'addTag':
      return { action: { type: 'removeTag', tag: action.tag }, ids };
    case 'removeTag':
      return { action: { type: 'addTag', tag: action.tag }, ids };
    default:
      return null;
  }
}

type Refusal = Extract<BulkArticleResult, { ok: false }>;

/** The refusals of an answer, one entry per distinct reason with how many articles it stopped. */
export function refusalsOf(answer: BulkArticlesResponse): Array<{ refusal: Refusal; count: number }> {
  const byCode = new Map<string, { refusal: Refusal; count: number }>();
  for (const result of answer.results) {
    if (result.ok) continue;
    const entry = byCode.get(result.code);
    if (entry) entry.count += 1;
    else byCode.set(result.code, { refusal: result, count: 1 });
  }
  return [...byCode.values()];
}
