import {
  GLOSSARY_TERM_MAX_LENGTH,
  type GlossaryEntry,
  type GlossaryEntryRequest,
  glossaryNegativeTerms,
} from '@support/shared';

export type EntryDraft = { term: string; definition: string; negative: string; example: string };
export type EntryField = keyof EntryDraft;
export type FieldErrors = Partial<Record<EntryField, string>>;

export const emptyDraft: EntryDraft = { term: '', definition: '', negative: '', example: '' };

export function draftOf(entry: GlossaryEntry): EntryDraft {
  return {
    term: entry.term,
    definition: entry.definition,
    negative: entry.negative ?? '',
    example: entry.example ?? '',
  };
}

/** The editor's selection as a term: one line, without surrounding markdown marks, within bounds. */
export function termFromSelection(selected: string | undefined): string {
  return (selected ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[*_`~#>\s-]+|[*_`~\s]+$/g, '')
    .slice(0, GLOSSARY_TERM_MAX_LENGTH);
}

/** The problems the form can tell before asking the server (spec 02 §5: term and definition required). */
export function draftProblems(draft: EntryDraft): Partial<Record<EntryField, 'required' | 'sameAsTerm'>> {
  const problems: Partial<Record<EntryField, 'required' | 'sameAsTerm'>> = {};
  if (!draft.term.trim()) problems.term = 'required';
  if (!draft.definition.trim()) problems.definition = 'required';
  const term = draft.term.trim().toLowerCase();
  if (term && glossaryNegativeTerms(draft.negative).some((word) => word.toLowerCase() === term))
    problems.negative = 'sameAsTerm';
  return problems;
}

export function requestOf(draft: EntryDraft): GlossaryEntryRequest {
  return {
    term: draft.term.trim(),
    definition: draft.definition.trim(),
    negative: draft.negative.trim() || null,
    example: draft.example.trim() || null,
  };
}
