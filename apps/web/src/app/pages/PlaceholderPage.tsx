import { useTranslation } from 'react-i18next';

/** For main pages that later work fills; says plainly that the page is not built yet. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="p-8">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-stone-500">{t('placeholder.text')}</p>
    </div>
  );
}
