import { usePublicConfig } from '../../../lib/publicConfig';
import { useTexts } from '../../../lib/texts';

/**
 * Shown on /register while nobody has registered on this install (the server's `firstRun`): the
 * person setting it up learns that their account will run the install, before they create it.
 */
export function FirstRunWelcome() {
  const { t } = useTexts('auth');
  const firstRun = usePublicConfig().data?.firstRun === true;
  if (!firstRun) return null;
  return (
    <section
      aria-labelledby="first-run-title"
      className="mb-5 rounded-xl bg-brand-50 px-4 py-3 text-sm text-stone-700 ring-1 ring-brand-100"
    >
      <h2 id="first-run-title" className="font-semibold text-stone-900">
        {t('firstRun.title', { product: t('logoAlt') })}
      </h2>
      <p className="mt-1">{t('firstRun.body')}</p>
    </section>
  );
}
