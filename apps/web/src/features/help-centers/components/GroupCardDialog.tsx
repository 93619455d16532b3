import { GROUP_DESCRIPTION_MAX_LENGTH, type LinkIcon, type PublicGroup } from '@support/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { errorMessage } from '../../../lib/errors';
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
  const formId = useId();
  const descriptionId = useId();
  const [icon, setIcon] = useState<LinkIcon>(group.icon ?? 'book');
  const [description, setDescription] = useState(group.description ?? '');
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave({ icon, description: description.trim() });
      onClose();
    } catch (cause) {
      setFailed(errorMessage(cause, t('articles.failed')));
      setSaving(false);
    }
  };

  return (
    <Modal
      size="md"
      title={t('articles.cardTitle', { name: group.name })}
      onClose={saving ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t('actions.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <p className="text-sm text-stone-600">{t('articles.cardText')}</p>
        {failed && <Alert tone="error">{failed}</Alert>}
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
      </form>
    </Modal>
  );
}
