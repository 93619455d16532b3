import { HELP_CENTER_NAME_MAX_LENGTH } from '@support/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import { planKeys } from '../../plans/queries';
import { openUpgrade, upgradeCheckFromError } from '../../plans/upgrade';
import { useCloseModal } from '../../settings/modalNavigation';
import { createHelpCenter } from '../api';
import { DescriptionField } from '../components/DescriptionField';
import { helpCenterKeys } from '../queries';

/** /helpcenters/create over the list: name (required) and description; lands in the new help center. */
export default function CreateHelpCenterModal() {
  const { t } = useTranslation('helpCenters');
  const close = useCloseModal();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const formId = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: createHelpCenter,
    onSuccess: async (center) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: helpCenterKeys.all }),
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
      ]);
      navigate(`/helpcenters/${center.id}`, { replace: true });
    },
    onError: (cause) => {
      const check = upgradeCheckFromError(cause);
      if (check) openUpgrade(navigate, location, check);
      else setError(errorMessage(cause, t('create.failed')));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!name.trim()) {
      setNameError(t('create.nameRequired'));
      return;
    }
    create.mutate({ name: name.trim(), description: description.trim() || null });
  };

  return (
    <Modal
      title={t('create.title')}
      onClose={create.isPending ? undefined : close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={create.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            {t('create.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-stone-600">{t('create.intro')}</p>
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label={t('fields.name')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (nameError && event.target.value.trim()) setNameError(null);
          }}
          placeholder={t('fields.namePlaceholder')}
          error={nameError}
          maxLength={HELP_CENTER_NAME_MAX_LENGTH}
          required
          autoFocus
        />
        <DescriptionField value={description} onChange={setDescription} />
      </form>
    </Modal>
  );
}
