import type { AuthenticationType } from '@support/shared';
import clsx from 'clsx';
import { Globe, KeyRound, ShieldCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Section } from '../../../components/ui/Section';
import { errorMessage } from '../../../lib/errors';
import { updateSettings } from '../api';
import type { PasswordModalState } from '../modals/PasswordProtectionModal';
import type { SsoModalState } from '../modals/SsoModal';
import { useCurrentHelpCenter } from '../pages/HelpCenterLayout';
import { useSaveHelpCenter } from '../useSaveHelpCenter';

const OPTIONS: { type: AuthenticationType; icon: ReactNode }[] = [
  { type: 'NONE', icon: <Globe aria-hidden="true" className="size-5" /> },
  { type: 'PASSWORD', icon: <KeyRound aria-hidden="true" className="size-5" /> },
  { type: 'SSO', icon: <ShieldCheck aria-hidden="true" className="size-5" /> },
];

/**
 * The authentication tab (spec 02 §4 "Authentication type"): none, password or SSO. Turning
 * protection off, and switching between password and SSO, ask first; a password is set in the
 * password modal, SSO's OpenID provider in the SSO modal (whose save turns SSO on): choosing either
 * changes nothing until its modal is saved.
 */
export default function AuthenticationTab() {
  const { t } = useTranslation('helpCenters');
  const center = useCurrentHelpCenter();
  // What the server lets the caller do with this help center (its policy, not the role).
  const canUpdate = center.canUpdate;
  const navigate = useNavigate();
  const location = useLocation();
  const current = center.settings.authenticationType;
  const [asking, setAsking] = useState<AuthenticationType | null>(null);
  const save = useSaveHelpCenter((type: AuthenticationType) =>
    updateSettings(center.id, { authenticationType: type, ssoEnabled: type === 'SSO' }),
  );

  const openPassword = (mode: PasswordModalState['mode']) => {
    const state: PasswordModalState = { backgroundLocation: location, helpCenterId: center.id, mode };
    navigate('/helpcenters/authentication/password', { state });
  };
  const openSso = () => {
    const state: SsoModalState = { backgroundLocation: location, helpCenterId: center.id };
    navigate('/helpcenters/authentication/sso', { state });
  };

  const apply = (type: AuthenticationType) => {
    setAsking(null);
    if (type === 'PASSWORD') {
      openPassword(center.settings.hasPassword ? 'update' : 'enable');
      return;
    }
    if (type === 'SSO') {
      openSso();
      return;
    }
    save.mutate(type, {
      onSuccess: () => toast.success(t(`auth.switched.${type}`)),
      onError: (cause) => toast.error(errorMessage(cause, t('auth.failed'))),
    });
  };
  const choose = (type: AuthenticationType) => {
    if (type === current) return;
    // Spec 02 §4: to none, and between password and SSO, a confirmation first.
    if (type === 'NONE' || current !== 'NONE') setAsking(type);
    else apply(type);
  };

  return (
    <Section
      title={t('auth.heading')}
      description={canUpdate ? t('auth.description') : t('settings.adminsOnly')}
    >
      <fieldset className="grid gap-3 md:grid-cols-3" disabled={!canUpdate || save.isPending}>
        <legend className="sr-only">{t('auth.heading')}</legend>
        {OPTIONS.map(({ type, icon }) => {
          const checked = type === current;
          return (
            <label
              key={type}
              className={clsx(
                'flex cursor-pointer flex-col items-start gap-2 rounded-xl p-4 text-left ring-1 transition has-[:disabled]:cursor-not-allowed has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                checked
                  ? 'bg-brand-50 ring-2 ring-brand-500'
                  : 'bg-white ring-stone-200 hover:ring-stone-300',
              )}
            >
              <input
                type="radio"
                name="authentication-type"
                value={type}
                checked={checked}
                onChange={() => choose(type)}
                className="sr-only"
              />
              <span className={checked ? 'text-brand-700' : 'text-stone-600'}>{icon}</span>
              <span className="text-sm font-semibold text-stone-900">{t(`auth.options.${type}.title`)}</span>
              <span className="text-xs text-stone-600">{t(`auth.options.${type}.text`)}</span>
            </label>
          );
        })}
      </fieldset>
      {current === 'PASSWORD' && canUpdate && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-stone-50 px-4 py-3 ring-1 ring-stone-200">
          <p className="text-sm text-stone-700">{t('auth.passwordActive')}</p>
          <Button variant="secondary" size="sm" onClick={() => openPassword('update')}>
            {t('auth.changePassword')}
          </Button>
        </div>
      )}
      {current === 'SSO' && canUpdate && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-stone-50 px-4 py-3 ring-1 ring-stone-200">
          <p className="text-sm text-stone-700">{t('auth.ssoActive')}</p>
          <Button variant="secondary" size="sm" onClick={openSso}>
            {t('auth.editSso')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`auth.confirm.${asking}.title`) : ''}
        confirmLabel={asking ? t(`auth.confirm.${asking}.action`) : ''}
        tone={asking === 'NONE' ? 'danger' : 'primary'}
        loading={save.isPending}
        onConfirm={() => asking && apply(asking)}
        onCancel={() => setAsking(null)}
      >
        {asking ? t(`auth.confirm.${asking}.text`) : null}
      </ConfirmDialog>
    </Section>
  );
}
