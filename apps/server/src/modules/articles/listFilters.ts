import type { ArticleListShow } from '@support/shared';
import { and, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import { organizationTags, users } from '../../db/schema';
import { articles, articleTags, articleVersions } from '../../db/schema/articles';
import { badRequest } from '../../lib/errors';

/**
 * The article list's search and filters in SQL, so that the web app can load the list a page at a
 * time: the same rules its browser-side filter applied to the whole list before.
 */

/** Letters with accents as the languages of the product write them, folded to their base letter. */
const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿß';
const BASE = 'aaaaaaceeeeiiiinooooouuuuyys';
/** Lower case without accents: "Führung" and "fuhrung" meet. */
const folded = (column: SQL) => sql`translate(lower(${column}), ${ACCENTED}, ${BASE})`;

export function foldWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replaceAll('ß', 's');
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Each word in the title, in a tag's name or in the creator's name. */
function matchesWord(word: string): SQL {
  const pattern = likePattern(foldWord(word));
  return or(
    sql`${folded(sql`${articles.title}`)} like ${pattern}`,
    sql`exists (select 1 from ${articleTags} join ${organizationTags} on ${organizationTags.id} = ${articleTags.tagId}
      where ${articleTags.articleId} = ${articles.id} and ${folded(sql`${organizationTags.name}`)} like ${pattern})`,
    sql`exists (select 1 from ${users} where ${users.id} = ${articles.creatorId}
      and ${folded(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') || ' ' || ${users.email}`)} like ${pattern})`,
  )!;
}

/** Finished: a free-form text, or a version that finished without failing (articleStatus). */
const finished = or(
  eq(articles.articleType, 'FREEFORM_TEXT'),
  sql`exists (select 1 from ${articleVersions} where ${articleVersions.id} = ${articles.activeVersionId}
    and ${articleVersions.failureReason} is null and ${articleVersions.finishedAt} is not null)`,
)!;

/**
 * `withText`: the ids of the articles whose text holds the query's words (help-center-site/
 * searchArticleText.ts); an article is listed when every word is in its title, tags or creator's
 * name, or when its text holds them.
 */
export function listFilterConditions(input: {
  q?: string;
  tagId?: string;
  show?: ArticleListShow;
  withText?: SQL | null;
}): SQL[] {
  const conditions: SQL[] = [];
  const words = (input.q ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length > 0) {
    const named = and(...words.map(matchesWord))!;
    conditions.push(input.withText ? or(named, sql`${articles.id} in ${input.withText}`)! : named);
  }
  if (input.tagId)
    conditions.push(
      sql`exists (select 1 from ${articleTags} where ${articleTags.articleId} = ${articles.id} and ${articleTags.tagId} = ${input.tagId})`,
    );
  if (input.show === 'published') conditions.push(eq(articles.isPubliclyShared, true));
  if (input.show === 'private') conditions.push(eq(articles.isPubliclyShared, false));
  if (input.show === 'attention') conditions.push(sql`not ${finished}`);
  return conditions;
}

/**
 * Where a page ended: the last article's creation time, as the database wrote it (microseconds
 * included, which a JavaScript date would lose), and its id. Opaque to clients.
 */
export type Cursor = { createdAt: string; id: string };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

export function decodeCursor(value: string): Cursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof createdAt === 'string' &&
      !Number.isNaN(Date.parse(createdAt)) &&
      typeof id === 'string' &&
      /^[0-9a-f-]{36}$/i.test(id)
    )
      return { createdAt, id };
  } catch {
    // answered below
  }
  throw badRequest('The cursor is not one this list gave out', 'INVALID_CURSOR', { field: 'cursor' });
}

/** After the cursor in the list's order (newest first, then by id). */
export function afterCursor(cursor: Cursor): SQL {
  const at = sql`${cursor.createdAt}::timestamptz`;
  return or(
    sql`${articles.createdAt} < ${at}`,
    and(sql`${articles.createdAt} = ${at}`, gt(articles.id, cursor.id)),
  )!;
}

/** The creation time as the database keeps it, for the next cursor. */
export const createdAtText = sql<string>`${articles.createdAt}::text`;
