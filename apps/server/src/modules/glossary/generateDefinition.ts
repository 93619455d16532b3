import { AI_UNAVAILABLE_MESSAGE, type GenerateDefinitionResponse } from '@support/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { authorizedOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { type AiClient, requireAi } from '../../lib/ai';
import { serviceUnavailable } from '../../lib/errors';
import { checkFeature, type PlanCatalogue } from '../billing';
import { articlesUsingTerm } from './articleMatches';
import { definitionPrompt, definitionText } from './definitionPrompt';
import { assertGlossaryAccess, canEditGlossary, GLOSSARY_MEMBERS_ONLY } from './policy';

/**
 * `POST /glossary/generate-definition` {term}: a definition written by the AI in the organization's
 * language and tone, informed by the organization's articles that use the term, which come back
 * too (the form shows them). Saves nothing.
 */
export async function generateDefinition(input: {
  db: Db;
  ai: AiClient | null;
  plans: PlanCatalogue;
  actor: Actor;
  now: Date;
  term: string;
}): Promise<GenerateDefinitionResponse> {
  const { db } = input;
  const organizationId = authorizedOrganizationOf(input.actor, canEditGlossary, GLOSSARY_MEMBERS_ONLY);
  assertGlossaryAccess(await checkFeature({ ...input, feature: 'GLOSSARY' }));
  const ai = requireAi(input.ai);
  const [style] = await db
    .select({
      sourceLanguage: organizations.sourceLanguage,
      addressingStyle: organizations.addressingStyle,
      formality: organizations.formality,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const searchResults = await articlesUsingTerm({ db, organizationId, term: input.term });
  const answer = await ai.complete(
    definitionPrompt({ term: input.term, style: style!, usages: searchResults }),
  );
  const definition = definitionText(answer, input.term);
  if (!definition) throw serviceUnavailable(AI_UNAVAILABLE_MESSAGE, 'AI_UNAVAILABLE');
  return { success: true, definition, searchResults };
}
