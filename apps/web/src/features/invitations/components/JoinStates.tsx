import { CircleAlert, CircleCheck, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JoinFailure } from '../status';
import { StatusIcon } from './StatusIcon';

const linkButton =
  'mt-6 inline-flex h-10 w-full items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700';

/** Why the company-join screen cannot offer to join, with the way back into the app. */
export function JoinFailureView({ failure }: { failure: JoinFailure }) {
  const { t } = useTranslation('invitations');
  if (failure.kind === 'accepted') {
    return (
      <div className="text-center">
        <StatusIcon icon={CircleCheck} tone="green" />
        <h1 className="mt-4 text-lg font-semibold text-stone-900">{t('join.alreadyAccepted')}</h1>
        <Link to="/" className={linkButton}>
          {t('join.backToApp')}
        </Link>
      </div>
    );
  }
  const notFound = failure.kind === 'notFound';
  return (
    <div className="text-center">
      <StatusIcon icon={notFound ? SearchX : CircleAlert} tone={notFound ? 'stone' : 'amber'} />
      <h1 className="mt-4 text-lg font-semibold text-stone-900">
        {notFound ? t('join.notFound') : t('join.unableToLoad')}
      </h1>
      <p className="mt-2 text-sm text-stone-500">
        {failure.kind === 'unavailable' && failure.variant
          ? t(`unavailable.${failure.variant}.text`)
          : t('join.invalidOrExpired')}
      </p>
      <Link to="/" className={linkButton}>
        {t('join.goToApp')}
      </Link>
    </div>
  );
}
