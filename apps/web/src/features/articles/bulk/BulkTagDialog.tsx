import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { SelectField } from './Field';
import type { BulkRequest } from './useBulkAction';

/** "Add tag…" and "Remove tag…": one of the organization's tags. */
export function BulkTagDialog({
  mode,
  tags,
  onChoose,
  onClose,
}: {
  mode: 'addTag' | 'removeTag';
  tags: Array<{ id: string; name: string }>;
  onChoose: (choice: Pick<BulkRequest, 'action' | 'names'>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('articles');
  const [tagId, setTagId] = useState('');
  const adding = mode === 'addTag';
  const choose = () =>
    onChoose({
      action: { type: mode, tag: tagId },
      names: { tag: tags.find((tag) => tag.id === tagId)?.name ?? '' },
    });
  return (
    <Modal
      title={t(adding ? 'bulk.tag.addTitle' : 'bulk.tag.removeTitle')}
      size="md"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('bulk.tag.cancel')}
          </Button>
          <Button disabled={!tagId} onClick={choose}>
            {t(adding ? 'bulk.tag.add' : 'bulk.tag.remove')}
          </Button>
        </>
      }
    >
      {tags.length === 0 ? (
        <p className="text-sm text-stone-600">{t('bulk.tag.noTags')}</p>
      ) : (
        <SelectField label={t('bulk.tag.label')} value={tagId} onChange={setTagId}>
          <option value="">{t('bulk.tag.choose')}</option>
          {tags.map((tag) => (
            <option key={tag.id} value={tag.id}>
              {tag.name}
            </option>
          ))}
        </SelectField>
      )}
    </Modal>
  );
}
