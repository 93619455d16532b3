import {
  GROUP_DESCRIPTION_MAX_LENGTH,
  GROUP_NAME_MAX_LENGTH,
  type GroupTranslations,
  type PublicGroup,
  type SupportedLanguage,
} from '@support/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../settings/languages';
import { GroupFormDialog } from './GroupFormDialog';

const FIELD =
  'rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-xs outline-none transition placeholder:text-stone-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-100';

type Draft = Record<string, { name: string; description: string }>;

/**
 * A group's name (and, for a top-level group, its card's sentence) in each of the organization's
 * other languages (issue 47): the help center's pages in that language show them. A language left
 * empty shows the name as written.
 */
export function GroupTranslationsDialog({
  group,
  languages,
  onSave,
  onClose,
}: {
  group: PublicGroup;
  /** The organization's translation languages other than the help center's own. */
  languages: readonly SupportedLanguage[];
  onSave: (translations: GroupTranslations) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('helpCenters');
  const topLevel = group.parentId === null;
  const [draft, setDraft] = useState<Draft>(() =>
    Object.fromEntries(
      languages.map((language) => {
        const saved = group.translations[language];
        return [language, { name: saved?.name ?? '', description: saved?.description ?? '' }];
      }),
    ),
  );
  const set = (language: string, field: 'name' | 'description', value: string) =>
    setDraft((current) => ({ ...current, [language]: { ...current[language]!, [field]: value } }));

  const submit = () => {
    const translations: GroupTranslations = {};
    for (const language of languages) {
      const { name, description } = draft[language]!;
      // Without a name the language shows the group as written, sentence included.
      if (name.trim())
        translations[language] = {
          name: name.trim(),
          description: topLevel ? description.trim() || null : null,
        };
    }
    return onSave(translations);
  };

  return (
    <GroupFormDialog
      title={t('articles.translationsTitle', { name: group.name })}
      submitLabel={t('actions.save')}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-sm text-stone-600">{t('articles.translationsText')}</p>
      {languages.map((language) => (
        <fieldset key={language} className="space-y-2">
          <legend className="text-sm font-semibold text-stone-800">{LANGUAGE_NAMES[language]}</legend>
          <label className="flex flex-col gap-1.5 text-sm font-medium text-stone-700">
            {t('articles.groupName')}
            <input
              lang={language}
              value={draft[language]!.name}
              onChange={(event) => set(language, 'name', event.target.value)}
              maxLength={GROUP_NAME_MAX_LENGTH}
              placeholder={group.name}
              className={`h-9 ${FIELD}`}
            />
          </label>
          {topLevel && (
            <label className="flex flex-col gap-1.5 text-sm font-medium text-stone-700">
              {t('articles.cardDescription')}
              <textarea
                lang={language}
                value={draft[language]!.description}
                onChange={(event) => set(language, 'description', event.target.value)}
                maxLength={GROUP_DESCRIPTION_MAX_LENGTH}
                rows={2}
                placeholder={group.description ?? ''}
                className={FIELD}
              />
            </label>
          )}
        </fieldset>
      ))}
    </GroupFormDialog>
  );
}
