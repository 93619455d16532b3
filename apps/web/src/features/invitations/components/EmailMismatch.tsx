import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { StatusIcon } from './StatusIcon';

// Long German labels wrap on a 375 px screen; the button grows instead of overflowing.
const wrapping = 'h-auto! min-h-10 py-2 text-center leading-snug';

/** The signed-in account is not the invited one (spec 01 §2, §5): switch accounts or skip joining. */
export function EmailMismatch({
  invitedEmail,
  currentEmail,
  onLogout,
  onSkip,
}: {
  invitedEmail: string;
  currentEmail: string;
  onLogout: () => void;
  onSkip: () => void;
}) {
  const { t } = useTranslation('invitations');
  return (
    <div>
      <div className="text-center">
        <StatusIcon icon={MailWarning} tone="amber" />
        <h1 className="mt-4 text-lg font-semibold text-stone-900">{t('mismatch.title')}</h1>
        <p className="mt-2 text-sm text-stone-500">{t('mismatch.text')}</p>
      </div>
      <dl className="mt-5 divide-y divide-stone-100 rounded-xl border border-stone-200 text-sm">
        <div className="flex flex-col gap-0.5 px-3.5 py-2.5">
          <dt className="text-xs text-stone-500">{t('mismatch.invited')}</dt>
          <dd className="break-all font-medium text-stone-900">{invitedEmail}</dd>
        </div>
        <div className="flex flex-col gap-0.5 px-3.5 py-2.5">
          <dt className="text-xs text-stone-500">{t('mismatch.current')}</dt>
          <dd className="break-all font-medium text-stone-900">{currentEmail}</dd>
        </div>
      </dl>
      <div className="mt-5 flex flex-col gap-2">
        <Button fullWidth onClick={onLogout} className={wrapping}>
          {t('mismatch.logout')}
        </Button>
        <Button fullWidth variant="secondary" onClick={onSkip} className={wrapping}>
          {t('mismatch.continue')}
        </Button>
      </div>
    </div>
  );
}
