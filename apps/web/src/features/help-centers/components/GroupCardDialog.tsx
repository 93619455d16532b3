import { GROUP_DESCRIPTION_MAX_LENGTH, type LinkIcon, type PublicGroup } from '@support/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupFormDialog } from './GroupFormDialog';
import { IconPicker } from './IconPicker';

/**
 * How a top-level group shows on the help center's home page: a card with an icon, the group's
 * name, one sentence and its article count (issue 47). The count comes from the articles.
 */
export function GroupCardDialog({
  group,
  onSave,
  onClose,
}: {
  group: PublicGroup;
  onSave: (card: { icon: LinkIcon; description: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('helpCenters');
  const descriptionId = useId();
  const [icon, setIcon] = useState<LinkIcon>(group.icon ?? 'book');
  const [description, setDescription] = useState(group.description ?? '');

  return (
    <GroupFormDialog
      title={t('articles.cardTitle', { name: group.name })}
      submitLabel={t('actions.save')}
      onSubmit={() => onSave({ icon, description: description.trim() })}
      onClose={onClose}
    >
      <p className="text-sm text-stone-600">{t('articles.cardText')}</p>
      <IconPicker value={icon} onChange={setIcon} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={descriptionId} className="text-sm font-medium text-stone-700">
          {t('articles.cardDescription')}
        </label>
        <textarea
          id={descriptionId}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={GROUP_DESCRIPTION_MAX_LENGTH}
          rows={2}
          placeholder={t('articles.cardDescriptionPlaceholder')}
          aria-describedby={`${descriptionId}-count`}
          className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-xs outline-none transition placeholder:text-stone-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        />
        <p id={`${descriptionId}-count`} className="text-right text-xs text-stone-500">
          {t('fields.descriptionCount', { count: description.length, max: GROUP_DESCRIPTION_MAX_LENGTH })}
        </p>
      </div>
    </GroupFormDialog>
  );
}
