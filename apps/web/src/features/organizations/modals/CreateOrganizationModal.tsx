import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import { useCloseModal } from '../../settings/modalNavigation';
import { useCreateOrganization } from '../queries';

/** organizations/create: the name goes to the server as typed (spec 01 §5: no client check). */
export default function CreateOrganizationModal() {
  const { t } = useTranslation('organizations');
  const close = useCloseModal();
  const create = useCreateOrganization();
  const formId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    create.mutate(name, {
      onSuccess: (organization) => {
        toast.success(t('create.created', { name: organization.name }));
        close();
      },
      onError: (cause) => setError(errorMessage(cause, t('create.failed'))),
    });
  };

  return (
    <Modal
      title={t('create.title')}
      size="md"
      onClose={create.isPending ? undefined : close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={create.isPending}>
            {t('selector.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            {t('create.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-stone-600">{t('create.text')}</p>
        <TextField
          label={t('create.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('create.placeholder')}
          autoFocus
          maxLength={120}
        />
        {error && <Alert>{error}</Alert>}
      </form>
    </Modal>
  );
}
