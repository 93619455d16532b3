import { z } from 'zod';
import {
  GLOSSARY_DEFINITION_MAX_LENGTH,
  GLOSSARY_EXAMPLE_MAX_LENGTH,
  GLOSSARY_NEGATIVE_MAX_LENGTH,
  GLOSSARY_TERM_MAX_LENGTH,
  glossaryNegativeTerms,
} from '../glossary';

/**
 * Spec 02 §3 "Glossary entry" and §7 "Glossary": an organization's preferred terms, each with what
 * it means, optionally the words not to use instead ("negative") and an example sentence.
 */

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { message: `The ${label} can be at most ${max} characters` })
    .nullish()
    .transform((value) => value || null);

export const ZGlossaryTerm = z
  .string()
  .trim()
  .min(1, { message: 'Please enter a term' })
  .max(GLOSSARY_TERM_MAX_LENGTH, {
    message: `The term can be at most ${GLOSSARY_TERM_MAX_LENGTH} characters`,
  });

export const ZGlossaryEntryRequest = z
  .object({
    term: ZGlossaryTerm,
    definition: z
      .string()
      .trim()
      .min(1, { message: 'Please enter a definition' })
      .max(GLOSSARY_DEFINITION_MAX_LENGTH, {
        message: `The definition can be at most ${GLOSSARY_DEFINITION_MAX_LENGTH} characters`,
      }),
    negative: optionalText(GLOSSARY_NEGATIVE_MAX_LENGTH, 'term to avoid'),
    example: optionalText(GLOSSARY_EXAMPLE_MAX_LENGTH, 'example'),
  })
  .refine(
    (entry) =>
      !glossaryNegativeTerms(entry.negative).some((word) => word.toLowerCase() === entry.term.toLowerCase()),
    { message: 'The term to avoid must differ from the term itself', path: ['negative'] },
  );
export type GlossaryEntryRequest = z.input<typeof ZGlossaryEntryRequest>;

/** Who wrote the entry; null once their account is gone. */
export const ZGlossaryCreator = z.object({ id: z.uuid(), name: z.string() }).nullable();

export const ZGlossaryEntry = z.object({
  id: z.uuid(),
  term: z.string(),
  definition: z.string(),
  negative: z.string().nullable(),
  example: z.string().nullable(),
  creator: ZGlossaryCreator,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type GlossaryEntry = z.infer<typeof ZGlossaryEntry>;

/** Every entry of the organization, by term (case ignored). */
export const ZGlossaryEntryList = z.array(ZGlossaryEntry);

export const ZGenerateDefinitionRequest = z.object({ term: ZGlossaryTerm });
export type GenerateDefinitionRequest = z.input<typeof ZGenerateDefinitionRequest>;

/** One of the organization's articles that uses the term, with the passage around it. */
export const ZGlossarySearchResult = z.object({ id: z.uuid(), title: z.string(), snippet: z.string() });
export type GlossarySearchResult = z.infer<typeof ZGlossarySearchResult>;

export const ZGenerateDefinitionResponse = z.object({
  success: z.boolean(),
  definition: z.string(),
  searchResults: z.array(ZGlossarySearchResult),
});
export type GenerateDefinitionResponse = z.infer<typeof ZGenerateDefinitionResponse>;
