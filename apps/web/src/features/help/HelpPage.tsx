import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '../../lib/publicConfig';

/** Moved to lib/publicConfig; re-exported so existing imports keep working. */
export { usePublicConfig };

export default function HelpPage() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const email = config.data?.supportEmail;
  return (
    <main className="mx-auto max-w-xl p-8">
      <Link to="/" className="text-sm text-brand-700 hover:underline">
        ← {t('appName')}
      </Link>
      <h1 className="mt-6 text-2xl font-semibold">{t('help.title')}</h1>
      <p className="mt-3 text-stone-600">{t('help.text')}</p>
      {email && (
        <a href={`mailto:${email}`} className="mt-4 inline-block font-medium text-brand-700 hover:underline">
          {t('help.contact')}: {email}
        </a>
      )}
    </main>
  );
}
