import { GROUP_NAME_MAX_LENGTH, type PublicGroup } from '@support/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/TextField';
import { nameTaken } from '../rules/tree';
import { GroupFormDialog } from './GroupFormDialog';

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
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const wanted = name.trim();
    if (!wanted) return refuse(t('articles.nameEmpty'));
    if (nameTaken(groups, parent?.id ?? null, wanted)) return refuse(t('articles.nameTaken'));
    return onCreate(wanted);
  };
  const refuse = (problem: string) => {
    setError(problem);
    return false as const;
  };

  return (
    <GroupFormDialog
      title={parent ? t('articles.newSubgroupTitle', { parent: parent.name }) : t('articles.newGroupTitle')}
      submitLabel={t('articles.createGroup')}
      onSubmit={submit}
      onClose={onClose}
    >
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
    </GroupFormDialog>
  );
}
