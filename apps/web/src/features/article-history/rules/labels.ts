import type { RevisionChanges, RevisionListItem } from '@support/shared';
import type { TFunction } from 'i18next';
import { languageName } from '../../articles/rules/time';

/** Who made a revision: the person's name, else their address; the generator is "Automatic". */
export function authorName(revision: Pick<RevisionListItem, 'author'>, t: TFunction<'history'>): string {
  const { author } = revision;
  if (!author) return t('automatic');
  const name = [author.firstName, author.lastName].filter(Boolean).join(' ');
  return name || author.email;
}

/** "title, text, 2 steps" in the reader's language. */
export function changesText(changes: RevisionChanges, t: TFunction<'history'>, locale: string): string {
  const parts: string[] = [];
  if (changes.title) parts.push(t('changes.title'));
  if (changes.content) parts.push(t('changes.content'));
  if (changes.tags) parts.push(t('changes.tags'));
  if (changes.steps) parts.push(t('changes.steps', { count: changes.steps }));
  if (changes.language)
    parts.push(t('changes.language', { language: languageName(changes.language, locale) }));
  return parts.length ? parts.join(', ') : t('changes.none');
}
