import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/Spinner';

export function InvitationLoading() {
  const { t } = useTranslation('invitations');
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-stone-500">
      <Spinner className="size-6 text-brand-600" />
      <p className="text-sm">{t('loading')}</p>
    </div>
  );
}
