import type { SmartEditResponse } from '@support/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { authorizedOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { articles, articleVersions, organizations } from '../../db/schema';
import { type AiClient, requireAi } from '../../lib/ai';
import { forbidden } from '../../lib/errors';
import { articleNotFound, articleOf } from '../articles/policy';
import { checkFeature, type PlanCatalogue } from '../billing';
import { relevantGlossaryEntries } from '../glossary';
import { canSmartEdit, SMART_EDIT_MEMBERS_ONLY } from './policy';
import { editedPassage, smartEditPrompt } from './prompt';

/**
 * `POST /help-articles/{id}/smart-edit`: the selected markdown rewritten by the AI as the writer
 * asked, in the organization's writing style. Only returns text: the article itself never changes
 * here (the editor saves it), so a failing provider cannot damage anything.
 */
export async function smartEdit(input: {
  db: Db;
  ai: AiClient | null;
  plans: PlanCatalogue;
  actor: Actor;
  now: Date;
  articleId: string;
  markdownText: string;
  changeRequest: string;
}): Promise<SmartEditResponse> {
  const { db, actor } = input;
  const organizationId = authorizedOrganizationOf(actor, canSmartEdit, SMART_EDIT_MEMBERS_ONLY);
  const [row] = await db
    .select({
      versionLanguage: articleVersions.language,
      sourceLanguage: organizations.sourceLanguage,
      addressingStyle: organizations.addressingStyle,
      formality: organizations.formality,
    })
    .from(articles)
    .innerJoin(organizations, eq(organizations.id, articles.organizationId))
    .leftJoin(articleVersions, eq(articleVersions.id, articles.activeVersionId))
    .where(articleOf(organizationId, input.articleId));
  if (!row) throw articleNotFound();

  const check = await checkFeature({ db, plans: input.plans, actor, now: input.now, feature: 'AI_EDITING' });
  if (!check.hasAccess) {
    throw forbidden(check.upgradeMessage ?? 'AI smart edit is not available', 'FEATURE_NOT_AVAILABLE', check);
  }
  const ai = requireAi(input.ai);
  const glossary = await relevantGlossaryEntries({
    db,
    organizationId,
    text: `${input.markdownText}\n${input.changeRequest}`,
  });
  const answer = await ai.complete(
    smartEditPrompt({
      // The passage is in the article's language, which is the organization's unless it changed since.
      style: {
        sourceLanguage: row.versionLanguage ?? row.sourceLanguage,
        addressingStyle: row.addressingStyle,
        formality: row.formality,
      },
      markdownText: input.markdownText,
      changeRequest: input.changeRequest,
      glossary,
    }),
  );
  return { editedMarkdown: editedPassage(answer, input.markdownText) };
}
