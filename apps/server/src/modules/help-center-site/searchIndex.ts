import { sql } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Queryable } from '../../db/client';

/**
 * Writes an article's search documents again (db/schema/search.ts): its title and text in its
 * source language, and each translation with text. A few statements per article: every language
 * is rewritten, which keeps the rule simple and a removed translation's words gone. The help
 * center's vocabulary (search_words) follows in the same transaction: the old documents' words
 * count one document less (and go at none), the new ones' one more.
 */
export async function indexArticle(tx: Queryable, organizationId: string, articleId: string): Promise<void> {
  const mine = sql`d.article_id = ${articleId} and d.organization_id = ${organizationId}`;
  // Sorted: two articles saved at once mostly take their words' row locks in the same order.
  const oldWords = sql`select distinct d.language, w.word from search_documents d
    cross join lateral support_search_vocabulary(d.title, d.body) w(word) where ${mine} order by 1, 2`;
  await tx.execute(sql`
    update search_words s set documents = s.documents - 1 from (${oldWords}) o
    where s.organization_id = ${organizationId} and s.language = o.language and s.word = o.word`);
  await tx.execute(sql`
    delete from search_words s using (${oldWords}) o
    where s.organization_id = ${organizationId} and s.language = o.language and s.word = o.word
      and s.documents <= 0`);
  await tx.execute(sql`delete from search_documents d where ${mine}`);
  await tx.execute(sql`
    insert into search_documents (article_id, organization_id, language, title, title_key, body, words)
    select a.id, a.organization_id, v.language, a.title, unaccent(lower(a.title)), support_search_body(v.content),
      support_search_words(v.language, a.title, support_search_body(support_search_headings(v.content)),
        support_search_body(v.content))
    from articles a join article_versions v on v.id = a.active_version_id
    where a.id = ${articleId} and a.organization_id = ${organizationId}`);
  await tx.execute(sql`
    insert into search_documents (article_id, organization_id, language, title, title_key, body, words)
    select t.article_id, t.organization_id, t.language, coalesce(nullif(t.title, ''), a.title),
      unaccent(lower(coalesce(nullif(t.title, ''), a.title))), support_search_body(t.content),
      support_search_words(t.language, coalesce(nullif(t.title, ''), a.title),
        support_search_body(support_search_headings(t.content)), support_search_body(t.content))
    from article_translations t
    join articles a on a.id = t.article_id
    join article_versions v on v.id = a.active_version_id
    where t.article_id = ${articleId} and t.organization_id = ${organizationId}
      and btrim(t.content) <> '' and t.state <> 'NOT_TRANSLATED' and t.language <> v.language`);
  await tx.execute(sql`
    insert into search_words (organization_id, language, word, documents)
    select ${organizationId}::uuid, o.language, o.word, 1 from (${oldWords}) o
    on conflict (organization_id, language, word) do update set documents = search_words.documents + 1`);
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
