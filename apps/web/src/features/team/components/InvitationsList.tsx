import type { Invitation } from '@support/shared';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/errors';
import { currentLanguage } from '../../../lib/i18n';
import { useDeleteInvitation, useInvitations, useResendInvitation, useRevokeInvitation } from '../queries';
import { invitationActions, listedInvitations } from '../rules';

function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium' }).format(new Date(iso));
}

/** Open (PENDING) and EXPIRED invitations: Resend and Revoke, or Remove once expired. */
export function InvitationsList() {
  const { t } = useTranslation('team');
  const invitations = useInvitations();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const remove = useDeleteInvitation();
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  const onError = (cause: unknown) => toast.error(errorMessage(cause, t('invitations.actionFailed')));

  if (invitations.isPending) {
    return (
      <div className="flex justify-center py-8 text-brand-600">
        <Spinner className="size-5" />
      </div>
    );
  }
  if (invitations.error) {
    return (
      <div className="px-5 py-4 sm:px-6">
        <Alert>{t('invitations.failed')}</Alert>
      </div>
    );
  }
  const listed = listedInvitations(invitations.data);
  if (listed.length === 0) {
    return <p className="px-5 py-8 text-center text-sm text-stone-500 sm:px-6">{t('invitations.empty')}</p>;
  }

  return (
    <>
      <ul className="divide-y divide-stone-100">
        {listed.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-5 py-3.5 sm:px-6">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-stone-100 text-stone-500">
              <Mail aria-hidden="true" className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-2 text-sm font-medium text-stone-900">
                <span className="truncate">{invitation.email}</span>
                <Badge shape="pill" tone={invitation.role === 'ADMIN' ? 'brand' : 'neutral'}>
                  {t(`roles.${invitation.role}`)}
                </Badge>
              </p>
              <p className="truncate text-xs text-stone-500">
                {invitation.status === 'PENDING'
                  ? t('invitations.expiresOn', { date: formatDate(invitation.expiresAt) })
                  : t('invitations.sentOn', { date: formatDate(invitation.createdAt) })}
              </p>
            </div>
            <div className="flex w-full items-center gap-2 pl-12 sm:w-auto sm:pl-0">
              {invitation.status === 'EXPIRED' && (
                <Badge shape="pill" tone="warning">
                  {t('invitations.expired')}
                </Badge>
              )}
              {invitationActions(invitation.status).map((action) =>
                action === 'resend' ? (
                  <Button
                    key={action}
                    variant="secondary"
                    size="sm"
                    loading={resend.isPending && resend.variables === invitation.id}
                    onClick={() =>
                      resend.mutate(invitation.id, {
                        onSuccess: () => toast.success(t('invitations.resent', { email: invitation.email })),
                        onError,
                      })
                    }
                  >
                    {t('invitations.resend')}
                  </Button>
                ) : action === 'revoke' ? (
                  <Button key={action} variant="ghost" size="sm" onClick={() => setRevoking(invitation)}>
                    {t('invitations.revoke')}
                  </Button>
                ) : (
                  <Button
                    key={action}
                    variant="ghost"
                    size="sm"
                    loading={remove.isPending && remove.variables === invitation.id}
                    onClick={() =>
                      remove.mutate(invitation.id, {
                        onSuccess: () => toast.success(t('invitations.removed')),
                        onError,
                      })
                    }
                  >
                    {t('invitations.remove')}
                  </Button>
                ),
              )}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        title={t('invitations.confirmRevokeTitle')}
        confirmLabel={t('invitations.revoke')}
        loading={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => toast.success(t('invitations.revoked')),
            onError,
            onSettled: () => setRevoking(null),
          })
        }
      >
        {t('invitations.confirmRevokeText', { email: revoking?.email ?? '' })}
      </ConfirmDialog>
    </>
  );
}
