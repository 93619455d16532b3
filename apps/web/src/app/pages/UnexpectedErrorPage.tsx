import { useRouteError } from 'react-router';
import { isChunkLoadError, reloadForNewBuild } from '../../lib/staleBuild';
import { useTexts } from '../../lib/texts';

/** Shown for unhandled route errors. Texts fall back to English if the catalogue itself failed to load. */
export default function UnexpectedErrorPage() {
  const error = useRouteError();
  const { t } = useTexts('common', { suspend: false });
  // A route chunk of an older build: fetch the new one instead of showing an error.
  if (isChunkLoadError(error) && reloadForNewBuild()) return null;
  console.error(error);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-2xl font-semibold">{t('unexpectedError.title', 'Unexpected Application Error')}</h1>
      <p className="max-w-md text-stone-600">
        {t('unexpectedError.text', 'Something went wrong. Please reload the page.')}
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white"
      >
        {t('unexpectedError.reload', 'Reload')}
      </button>
    </main>
  );
}
