import { ARTICLE_TEMPLATES_PER_ORGANIZATION, type ArticleTemplate } from '@support/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { activeOrganizationOf, authorizedOrganizationOf } from '../../core/tenancy';
import type { Db, Queryable } from '../../db/client';
import { articles, articleTemplates, articleVersions, organizations } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { articleNotFound, articleOf } from '../articles/policy';
import { canUseTemplates, TEMPLATES_MEMBERS_ONLY, templateNotFound, templateOf } from './policy';

const LISTED = {
  id: articleTemplates.id,
  name: articleTemplates.name,
  title: articleTemplates.title,
  contentLength: sql<number>`char_length(${articleTemplates.markdown})::int`,
  createdAt: articleTemplates.createdAt,
  updatedAt: articleTemplates.updatedAt,
};
type Row = {
  id: string;
  name: string;
  title: string;
  contentLength: number;
  createdAt: Date;
  updatedAt: Date;
};

const present = (row: Row): ArticleTemplate => ({
  ...row,
  contentLength: Number(row.contentLength),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** `GET /article-templates`: the organization's templates by name (without their markdown). */
export async function listTemplates(input: { db: Db; actor: Actor }): Promise<ArticleTemplate[]> {
  const organizationId = authorizedOrganizationOf(input.actor, canUseTemplates, TEMPLATES_MEMBERS_ONLY);
  const rows = await input.db
    .select(LISTED)
    .from(articleTemplates)
    .where(eq(articleTemplates.organizationId, organizationId))
    .orderBy(asc(sql`lower(${articleTemplates.name})`), asc(articleTemplates.createdAt));
  return rows.map(present);
}

/**
 * `POST /article-templates`: the article's title and current markdown under a name. The
 * organization row is locked while counting, so two saves cannot both take the 100th place.
 */
export async function createTemplate(input: {
  db: Db;
  actor: Actor;
  name: string;
  articleId: string;
  now: Date;
}): Promise<ArticleTemplate> {
  const organizationId = authorizedOrganizationOf(input.actor, canUseTemplates, TEMPLATES_MEMBERS_ONLY);
  return input.db.transaction(async (tx) => {
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
    const [taken] = await tx
      .select({ n: count() })
      .from(articleTemplates)
      .where(eq(articleTemplates.organizationId, organizationId));
    if ((taken?.n ?? 0) >= ARTICLE_TEMPLATES_PER_ORGANIZATION) {
      throw conflict(
        `Your organization has reached the limit of ${ARTICLE_TEMPLATES_PER_ORGANIZATION} templates. Delete one in Settings → Templates first.`,
        'ARTICLE_TEMPLATES_FULL',
        { limit: ARTICLE_TEMPLATES_PER_ORGANIZATION },
      );
    }
    const [article] = await tx
      .select({ title: articles.title, content: articleVersions.content })
      .from(articles)
      .leftJoin(articleVersions, eq(articleVersions.id, articles.activeVersionId))
      .where(articleOf(organizationId, input.articleId));
    if (!article) throw articleNotFound();
    const [created] = await tx
      .insert(articleTemplates)
      .values({
        organizationId,
        name: input.name,
        title: article.title,
        markdown: article.content ?? '',
        createdBy: input.actor.userId,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning(LISTED);
    return present(created!);
  });
}

/** `PUT /article-templates/{id}`: a new name; the title and markdown stay. */
export async function renameTemplate(input: {
  db: Db;
  actor: Actor;
  id: string;
  name: string;
  now: Date;
}): Promise<ArticleTemplate> {
  const organizationId = authorizedOrganizationOf(input.actor, canUseTemplates, TEMPLATES_MEMBERS_ONLY);
  const [updated] = await input.db
    .update(articleTemplates)
    .set({ name: input.name, updatedAt: input.now })
    .where(templateOf(organizationId, input.id))
    .returning(LISTED);
  if (!updated) throw templateNotFound();
  return present(updated);
}

/** `DELETE /article-templates/{id}`: articles made from it keep their text. */
export async function deleteTemplate(input: { db: Db; actor: Actor; id: string }): Promise<void> {
  const organizationId = authorizedOrganizationOf(input.actor, canUseTemplates, TEMPLATES_MEMBERS_ONLY);
  const deleted = await input.db
    .delete(articleTemplates)
    .where(templateOf(organizationId, input.id))
    .returning({ id: articleTemplates.id });
  if (deleted.length === 0) throw templateNotFound();
}

/** The title and markdown a new article made from template `id` starts with; 404 for another organization's. */
export async function savedTemplateOf(
  db: Queryable,
  actor: Actor,
  id: string,
): Promise<{ title: string; markdown: string }> {
  const organizationId = activeOrganizationOf(actor);
  const [row] = await db
    .select({ title: articleTemplates.title, markdown: articleTemplates.markdown })
    .from(articleTemplates)
    .where(templateOf(organizationId, id));
  if (!row) throw templateNotFound();
  return row;
}
