import { HELP_CENTER_NAME_MAX_LENGTH, ZCreateHelpCenterRequest } from '@support/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import { schemaErrors } from '../../../lib/form/schema';
import { useForm } from '../../../lib/form/useForm';
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
  // Checked with the request's own schema (the catalogue's text for a missing name).
  const form = useForm({ name: '', description: '' }, (values) =>
    schemaErrors(ZCreateHelpCenterRequest, values, { name: t('create.nameRequired') }),
  );
  const { values, set } = form;
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
      else form.setFormError(errorMessage(cause, t('create.failed')));
    },
  });

  const onSubmit = form.submit(({ name, description }) =>
    create.mutate({ name: name.trim(), description: description.trim() || null }),
  );

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
        {form.formError && <Alert tone="error">{form.formError}</Alert>}
        <TextField
          label={t('fields.name')}
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          placeholder={t('fields.namePlaceholder')}
          error={form.errors.name}
          maxLength={HELP_CENTER_NAME_MAX_LENGTH}
          required
          autoFocus
        />
        <DescriptionField value={values.description} onChange={(value) => set('description', value)} />
      </form>
    </Modal>
  );
}
