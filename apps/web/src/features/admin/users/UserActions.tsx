import type { AdminUser } from '@support/shared';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorMessage } from '../../../lib/errors';
import { useSendPasswordReset, useSetSuperAdmin } from '../queries';

type Asking = { user: AdminUser; kind: 'grant' | 'revoke' | 'reset' };

/**
 * The users page's two actions with their confirmations: super admin on or off (the server
 * refuses to revoke the last one, and says so) and the usual password-reset e-mail.
 */
export function useUserActions() {
  const { t } = useTranslation('admin');
  const setSuperAdmin = useSetSuperAdmin();
  const reset = useSendPasswordReset();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const ask = (next: Asking) => {
    setRefusal(null);
    setAsking(next);
  };
  const failed = (cause: unknown) => {
    setRefusal(errorMessage(cause, t('users.failed')));
    setAsking(null);
  };
  const confirm = () => {
    if (!asking) return;
    const { user, kind } = asking;
    const name = user.email;
    if (kind === 'reset') {
      reset.mutate(user.id, {
        onSuccess: () => {
          toast.success(t('users.resetSent', { email: name }));
          setAsking(null);
        },
        onError: failed,
      });
      return;
    }
    setSuperAdmin.mutate(
      { id: user.id, superAdmin: kind === 'grant' },
      {
        onSuccess: () => {
          toast.success(t(kind === 'grant' ? 'users.granted' : 'users.revoked', { email: name }));
          setAsking(null);
        },
        onError: failed,
      },
    );
  };

  const buttons = (user: AdminUser) => (
    <div className="flex flex-wrap gap-1 whitespace-nowrap lg:flex-nowrap lg:justify-end">
      <Button
        variant="ghost"
        size="sm"
        title={t(user.superAdmin ? 'users.revoke' : 'users.grant')}
        aria-label={t(user.superAdmin ? 'users.revokeFor' : 'users.grantFor', { email: user.email })}
        onClick={() => ask({ user, kind: user.superAdmin ? 'revoke' : 'grant' })}
      >
        {user.superAdmin ? (
          <ShieldOff aria-hidden="true" className="size-4 text-red-600" />
        ) : (
          <ShieldCheck aria-hidden="true" className="size-4" />
        )}
        <span className="lg:sr-only">{t(user.superAdmin ? 'users.revoke' : 'users.grant')}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        title={t('users.reset')}
        aria-label={t('users.resetFor', { email: user.email })}
        onClick={() => ask({ user, kind: 'reset' })}
      >
        <KeyRound aria-hidden="true" className="size-4" />
        <span className="lg:sr-only">{t('users.reset')}</span>
      </Button>
    </div>
  );

  const refusalAlert = refusal ? <Alert>{refusal}</Alert> : null;

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={asking ? t(`users.confirm.${asking.kind}Title`) : ''}
      confirmLabel={asking ? t(`users.confirm.${asking.kind}Yes`) : ''}
      tone={asking?.kind === 'revoke' ? 'danger' : 'primary'}
      loading={setSuperAdmin.isPending || reset.isPending}
      onCancel={() => setAsking(null)}
      onConfirm={confirm}
    >
      {asking && t(`users.confirm.${asking.kind}Text`, { email: asking.user.email })}
    </ConfirmDialog>
  );

  return { buttons, refusalAlert, dialog };
}
