import { glossaryNegativeTerms, wholeWordPattern } from '@support/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { glossaryEntries } from '../../db/schema';

/** A glossary entry as the AI prompts use it. */
export type GlossaryHint = {
  term: string;
  definition: string;
  /** The words not to use instead of the term (the entry's `negative`, split at commas). */
  avoid: string[];
  example: string | null;
};

/** Entries given to one prompt at most: enough for any passage, small next to the text itself. */
export const RELEVANT_GLOSSARY_MAX = 30;
/** Candidates the database finds by substring before the word-boundary check. */
const CANDIDATES_MAX = 200;

/**
 * The organization's glossary entries that concern `text`: those whose term, or one of whose
 * words to avoid, occurs in it as a whole word (case ignored; "Space" is not found in "Workspace").
 * At most `limit` (default RELEVANT_GLOSSARY_MAX), longest term first. For every AI call that writes
 * text for the organization (generation's polish, smart edit, translation): pass the source text,
 * then give the answer to `glossaryPromptSection`.
 */
export async function relevantGlossaryEntries(input: {
  db: Queryable;
  organizationId: string;
  text: string;
  limit?: number;
}): Promise<GlossaryHint[]> {
  if (!input.text.trim()) return [];
  const text = sql`lower(${input.text})`;
  const occurs = (word: unknown) => sql`strpos(${text}, lower(${word})) > 0`;
  const rows = await input.db
    .select({
      term: glossaryEntries.term,
      definition: glossaryEntries.definition,
      negative: glossaryEntries.negative,
      example: glossaryEntries.example,
    })
    .from(glossaryEntries)
    .where(
      and(
        eq(glossaryEntries.organizationId, input.organizationId),
        sql`(${occurs(glossaryEntries.term)} or exists (
          select 1 from unnest(regexp_split_to_array(coalesce(${glossaryEntries.negative}, ''), '[,;]')) as avoid(word)
          where btrim(avoid.word) <> '' and ${occurs(sql`btrim(avoid.word)`)}))`,
      ),
    )
    .orderBy(sql`length(${glossaryEntries.term}) desc`, glossaryEntries.term)
    .limit(CANDIDATES_MAX);
  const hints: GlossaryHint[] = [];
  for (const row of rows) {
    const avoid = glossaryNegativeTerms(row.negative);
    if (![row.term, ...avoid].some((word) => containsWord(input.text, word))) continue;
    hints.push({ term: row.term, definition: row.definition, avoid, example: row.example });
    if (hints.length >= (input.limit ?? RELEVANT_GLOSSARY_MAX)) break;
  }
  return hints;
}

/** Whether `word` occurs in `text` on its own, not inside a longer word (case ignored). */
export function containsWord(text: string, word: string): boolean {
  return wholeWordPattern([word]).test(text);
}

/**
 * The glossary as instructions for a system prompt, or '' without entries: the preferred terms with
 * their meaning, and the words never to write instead.
 */
export function glossaryPromptSection(hints: readonly GlossaryHint[]): string {
  if (hints.length === 0) return '';
  const quote = (word: string) => JSON.stringify(word);
  const lines = hints.map((hint) => {
    const parts = [`- ${quote(hint.term)}: ${oneLine(hint.definition)}`];
    if (hint.avoid.length)
      parts.push(`Do not use ${hint.avoid.map(quote).join(' or ')}; write ${quote(hint.term)} instead.`);
    if (hint.example) parts.push(`Example: ${oneLine(hint.example)}`);
    return parts.join(' ');
  });
  return [
    'Glossary of the organization: use these terms exactly as written where their meaning applies, and never use a word marked "Do not use" (replace it with the glossary\'s term, adapting grammar as needed).',
    ...lines,
  ].join('\n');
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
