import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { useHelpCenterGroups, useHelpCenters } from '../../help-centers/queries';
import { SelectField } from './Field';
import { groupChoices } from './groupChoices';
import type { BulkRequest } from './useBulkAction';

type Choice = Pick<BulkRequest, 'action' | 'names'>;
const NO_GROUP = 'none';

/** "Move to group…": a help center, then one of its groups (or none: out of its group). */
export function BulkGroupDialog({
  onChoose,
  onClose,
}: {
  onChoose: (choice: Choice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('articles');
  const centers = useHelpCenters();
  const [centerId, setCenterId] = useState('');
  const [group, setGroup] = useState({ id: '', label: '' });
  const list = centers.data ?? [];
  return (
    <Modal
      title={t('bulk.group.title')}
      size="md"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('bulk.group.cancel')}
          </Button>
          <Button disabled={!group.id} onClick={() => onChoose(choiceOf(group))}>
            {t('bulk.group.move')}
          </Button>
        </>
      }
    >
      {centers.isPending ? (
        <p className="text-sm text-stone-500">{t('bulk.group.loading')}</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-stone-600">{t('bulk.group.noHelpCenters')}</p>
      ) : (
        <div className="space-y-4">
          <SelectField
            label={t('bulk.group.helpCenter')}
            value={centerId}
            onChange={(value) => {
              setCenterId(value);
              setGroup({ id: '', label: '' });
            }}
          >
            <option value="">{t('bulk.group.choose')}</option>
            {list.map((center) => (
              <option key={center.id} value={center.id}>
                {center.name}
              </option>
            ))}
          </SelectField>
          {centerId && <GroupSelect helpCenterId={centerId} value={group.id} onChange={setGroup} />}
          <p className="text-sm text-stone-500">{t('bulk.group.note')}</p>
        </div>
      )}
    </Modal>
  );
}

function choiceOf(group: { id: string; label: string }): Choice {
  if (group.id === NO_GROUP) return { action: { type: 'removeFromGroup' } };
  return { action: { type: 'placeInGroup', groupId: group.id }, names: { group: group.label } };
}

function GroupSelect({
  helpCenterId,
  value,
  onChange,
}: {
  helpCenterId: string;
  value: string;
  onChange: (group: { id: string; label: string }) => void;
}) {
  const { t } = useTranslation('articles');
  const groups = useHelpCenterGroups(helpCenterId);
  if (groups.isPending) return <p className="text-sm text-stone-500">{t('bulk.group.loading')}</p>;
  const choices = groupChoices(groups.data?.groups ?? []);
  const pick = (id: string) =>
    onChange({ id, label: choices.find((choice) => choice.id === id)?.label ?? '' });
  return (
    <SelectField label={t('bulk.group.group')} value={value} onChange={pick}>
      <option value="">{t('bulk.group.choose')}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.label}
        </option>
      ))}
      <option value={NO_GROUP}>{t('bulk.group.none')}</option>
    </SelectField>
  );
}
