/**
 * The glossary (spec 02 "Glossary") as other modules use it: the entries that concern a text, and
 * how a prompt states them, for every AI call that writes for the organization (generation's
 * polish, smart edit, translation). Routes are registered in modules/index.ts; the usage meter
 * counts entries with counter.ts.
 */
export {
  containsWord,
  type GlossaryHint,
  glossaryPromptSection,
  RELEVANT_GLOSSARY_MAX,
  relevantGlossaryEntries,
} from './relevant';
