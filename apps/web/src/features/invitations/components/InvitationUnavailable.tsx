import { Ban, CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UnavailableVariant } from '../status';
import { StatusIcon } from './StatusIcon';

const icons = {
  ACCEPTED: { icon: CircleCheck, tone: 'green' },
  EXPIRED: { icon: Clock, tone: 'amber' },
  REVOKED: { icon: Ban, tone: 'red' },
  UNAVAILABLE: { icon: CircleAlert, tone: 'stone' },
} as const;

/** The invitation-unavailable screen in its four variants (spec 01 §2). */
export function InvitationUnavailable({
  variant,
  signedIn,
}: {
  variant: UnavailableVariant;
  signedIn: boolean;
}) {
  const { t } = useTranslation('invitations');
  const { icon, tone } = icons[variant];
  return (
    <div className="text-center">
      <StatusIcon icon={icon} tone={tone} />
      <h1 className="mt-4 text-xl font-semibold tracking-tight text-stone-900">
        {t(`unavailable.${variant}.title`)}
      </h1>
      <p className="mt-2 text-sm text-stone-500">{t(`unavailable.${variant}.text`)}</p>
      <Link
        to={signedIn ? '/' : '/login'}
        className="mt-6 inline-flex h-10 w-full items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
      >
        {signedIn ? t('unavailable.goToApp') : t('unavailable.goToLogin')}
      </Link>
      {!signedIn && (
        <p className="mt-4 text-sm text-stone-500">
          {t('unavailable.noAccount')}{' '}
          <Link to="/register" className="font-medium text-brand-700 hover:underline">
            {t('unavailable.register')}
          </Link>
        </p>
      )}
      <p className="mt-6 border-t border-stone-100 pt-4 text-xs text-stone-500">{t('unavailable.help')}</p>
    </div>
  );
}
