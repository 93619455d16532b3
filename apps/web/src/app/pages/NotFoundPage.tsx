import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 p-6 text-center">
      {/* The code is said once, in the spec's "Error Code: 404" line below. */}
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <FileQuestion aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="text-sm text-stone-500">{t('notFound.code')}</p>
      <p className="max-w-md text-stone-600">{t('notFound.text')}</p>
      <Link
        to="/"
        className="mt-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
      >
        {t('notFound.home')}
      </Link>
    </main>
  );
}
