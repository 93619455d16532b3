import { ArrowLeft, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/ButtonLink';

/** For article pages listed in the route table but not built yet (translations): says so, and leads back. */
export default function ComingSoonPage() {
  const { t } = useTranslation('articles');
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-3 px-6 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        <Hourglass aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-xl font-semibold text-stone-900">{t('comingSoon.title')}</h1>
      <p className="text-sm text-stone-500">{t('comingSoon.text')}</p>
      <ButtonLink className="mt-2" to="/articles">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('comingSoon.back')}
      </ButtonLink>
    </div>
  );
}
