import { GROUP_NAME_MAX_LENGTH, type PublicGroup } from '@support/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import { nameTaken } from '../rules/tree';

/**
 * "New Group" asks for the name first (issue 47): readers see a group the moment it has an
 * article, so it should never go out as "New Group 2026-12-01 21:59:16". The same rules as a
 * rename: not empty, not the name of a sibling.
 */
export function NewGroupDialog({
  groups,
  parent,
  onCreate,
  onClose,
}: {
  groups: PublicGroup[];
  /** The group it goes into; null: the top level. */
  parent: PublicGroup | null;
  onCreate: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('helpCenters');
  const formId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const wanted = name.trim();
    if (!wanted) return setError(t('articles.nameEmpty'));
    if (nameTaken(groups, parent?.id ?? null, wanted)) return setError(t('articles.nameTaken'));
    setSaving(true);
    try {
      await onCreate(wanted);
      onClose();
    } catch (cause) {
      setFailed(errorMessage(cause, t('articles.failed')));
      setSaving(false);
    }
  };

  return (
    <Modal
      size="md"
      title={parent ? t('articles.newSubgroupTitle', { parent: parent.name }) : t('articles.newGroupTitle')}
      onClose={saving ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t('articles.createGroup')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {failed && <Alert tone="error">{failed}</Alert>}
        <TextField
          label={t('articles.groupName')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          error={error}
          maxLength={GROUP_NAME_MAX_LENGTH}
          required
          autoFocus
        />
      </form>
    </Modal>
  );
}
