import type { OrganizationRole } from '@support/shared';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import { useOpenUpgrade } from '../../plans/upgrade';
import { ChoiceGroup } from '../../settings/components/ChoiceGroup';
import { useCloseModal } from '../../settings/modalNavigation';
import { useInviteMember } from '../queries';

/** organizations/add-member: invite by e-mail as MEMBER (default) or ADMIN; the server's 409 shows inline. */
export default function AddMemberModal() {
  const { t } = useTranslation('team');
  const close = useCloseModal();
  const invite = useInviteMember();
  const openUpgrade = useOpenUpgrade();
  const formId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrganizationRole>('MEMBER');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    setError(null);
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: () => {
          toast.success(t('add.sent', { email: email.trim() }));
          close();
        },
        // A 403 at the seat limit opens the upgrade modal instead of an error line.
        onError: (cause) => openUpgrade(cause) || setError(errorMessage(cause, t('add.failed'))),
      },
    );
  };

  return (
    <Modal
      title={t('add.title')}
      size="lg"
      onClose={invite.isPending ? undefined : close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={invite.isPending}>
            {t('add.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={invite.isPending} disabled={!email.trim()}>
            {t('add.send')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-5">
        <p className="text-sm text-stone-600">{t('add.text')}</p>
        <TextField
          label={t('add.email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('add.emailPlaceholder')}
          autoFocus
        />
        <ChoiceGroup
          label={t('add.role')}
          value={role}
          onChange={setRole}
          options={[
            { value: 'MEMBER', label: t('roles.MEMBER'), hint: t('members.roleExplain.MEMBER') },
            { value: 'ADMIN', label: t('roles.ADMIN'), hint: t('members.roleExplain.ADMIN') },
          ]}
        />
        {error && <Alert>{error}</Alert>}
      </form>
    </Modal>
  );
}
