import type { BuiltInTemplate } from '@support/shared';
import { eq } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import { activeOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { articles, articleVersions } from '../../db/schema/articles';
import { assertRenderableMarkdown } from '../../lib/markdown';
import { recordRevision } from '../article-revisions/record';
import { savedTemplateOf } from '../article-templates/templates';
import { consumeFeature, type PlanCatalogue } from '../billing';
import { articleUpdated } from './changes';
import { builtInTemplateMarkdown } from './templates';

/**
 * `POST /help-articles/create-manual-article`: a FREEFORM_TEXT article with version 1 in the
 * organization's source language. It takes one unit of ARTICLES_TOTAL and of ARTICLES_MONTHLY in
 * the same transaction as the insert: over either limit nothing is written (403 LIMIT_REACHED).
 * Content the renderer cannot handle in bounds is refused first (400 CONTENT_TOO_COMPLEX). With a
 * built-in template (issue 48 item 4) the content is the template's text, written here.
 */
export async function createManualArticle(input: {
  db: Db;
  changes: ChangeBus;
  plans: PlanCatalogue;
  actor: Actor;
  title: string;
  content: string;
  /** A built-in template: the content is its text in the article's language and the organization's tone. */
  template?: BuiltInTemplate;
  /** One of the organization's saved templates: the content is its markdown (404 for another's). */
  templateId?: string;
  /** The article's language; the organization's source language unless given (the demo writes one in German). */
  language?: string;
  now: Date;
}): Promise<{ id: string }> {
  const { actor, now } = input;
  assertRenderableMarkdown(input.content);
  const organizationId = activeOrganizationOf(actor);
  return input.changes.transaction(input.db, async (tx, record) => {
    const usage = { db: tx, plans: input.plans, organizationId, now };
    // Live rows are counted under the subscription lock, so the insert below cannot race another.
    await consumeFeature({ ...usage, feature: 'ARTICLES_TOTAL' });
    await consumeFeature({ ...usage, feature: 'ARTICLES_MONTHLY' });
    const [organization] = await tx
      .select({ sourceLanguage: organizations.sourceLanguage, formality: organizations.formality })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    const language = input.language ?? organization?.sourceLanguage ?? 'en';
    const content = input.template
      ? builtInTemplateMarkdown(input.template, language, organization?.formality ?? 'INFORMAL')
      : input.templateId
        ? (await savedTemplateOf(tx, actor, input.templateId)).markdown
        : input.content;
    const [article] = await tx
      .insert(articles)
      .values({
        organizationId,
        creatorId: actor.userId,
        title: input.title,
        articleType: 'FREEFORM_TEXT',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: articles.id });
    const [version] = await tx
      .insert(articleVersions)
      .values({
        organizationId,
        articleId: article!.id,
        version: 1,
        language,
        content,
        contentType: 'DESCRIPTIVE_GUIDE',
        finishedAt: now,
        createdAt: now,
      })
      .returning({ id: articleVersions.id });
    await tx.update(articles).set({ activeVersionId: version!.id }).where(eq(articles.id, article!.id));
    // Its translations begin at once (translations/follow.ts).
    await record(articleUpdated({ id: article!.id, organizationId }, { textOfVersion: version!.id }));
    // The first revision: the history starts with the article as it was made.
    await recordRevision(tx, {
      organizationId,
      articleId: article!.id,
      authorId: actor.userId,
      kind: 'save',
      now,
      changed: { title: true, content: true },
    });
    return { id: article!.id };
  });
}
