import { sql } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Queryable } from '../../db/client';

/**
 * Writes an article's search documents again (db/schema/search.ts): its title and text in its
 * source language, and each translation with text. A few statements per article: every language
 * is rewritten, which keeps the rule simple and a removed translation's words gone. The help
 * center's vocabulary (search_words) follows in the same statements (a trigger, migration 0044).
 */
export async function indexArticle(tx: Queryable, organizationId: string, articleId: string): Promise<void> {
  const mine = sql`d.article_id = ${articleId} and d.organization_id = ${organizationId}`;
  await tx.execute(sql`delete from search_documents d where ${mine}`);
  await tx.execute(sql`
    insert into search_documents (article_id, organization_id, language, title, title_key, body, words)
    select a.id, a.organization_id, v.language, a.title, support_search_title_key(a.title), support_search_body(v.content),
      support_search_words(v.language, a.title, support_search_body(support_search_headings(v.content)),
        support_search_body(v.content))
    from articles a join article_versions v on v.id = a.active_version_id
    where a.id = ${articleId} and a.organization_id = ${organizationId}`);
  await tx.execute(sql`
    insert into search_documents (article_id, organization_id, language, title, title_key, body, words)
    select t.article_id, t.organization_id, t.language, coalesce(nullif(t.title, ''), a.title),
      support_search_title_key(coalesce(nullif(t.title, ''), a.title)), support_search_body(t.content),
      support_search_words(t.language, coalesce(nullif(t.title, ''), a.title),
        support_search_body(support_search_headings(t.content)), support_search_body(t.content))
    from article_translations t
    join articles a on a.id = t.article_id
    join article_versions v on v.id = a.active_version_id
    where t.article_id = ${articleId} and t.organization_id = ${organizationId}
      and btrim(t.content) <> '' and t.state <> 'NOT_TRANSLATED' and t.language <> v.language`);
}

/**
 * Keeps the search documents in step, in the transaction of each change: an article's title, text
 * or steps changed, or one of its translations was saved. Returns the unsubscribe function.
 */
export function indexOnTextChanges(changes: ChangeBus): () => void {
  const stops = [
    changes.react('article', async (tx, change) => {
      if (change.kind === 'updated' && (change.textOfVersion || change.stepsOfVersion))
        await indexArticle(tx, change.organizationId, change.articleId);
    }),
    changes.react('translation', (tx, change) => indexArticle(tx, change.organizationId, change.articleId)),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
