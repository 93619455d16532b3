import type { Article } from '@support/shared';
import { RotateCw } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/errors';
import { usePublicConfig } from '../../../lib/publicConfig';
import { useTranscribe } from '../queries';

/**
 * Where the narration's transcription stands. A failed one, or one the server could not do, can be
 * asked for again while the server has a transcription service: without one the button could only
 * ever be refused, so the note says so instead.
 */
export function TranscriptionStatusNote({ article }: { article: Article }) {
  const { t } = useTranslation('articles');
  const transcribe = useTranscribe(article.id);
  const status = article.activeArticleVersion?.transcriptionStatus;
  const config = usePublicConfig().data;

  if (status === 'PENDING') {
    return (
      <p role="status" className="mt-3 flex items-center gap-2 text-sm text-stone-600">
        <Spinner className="size-4" />
        {t('narration.pending')}
      </p>
    );
  }
  if (status !== 'FAILED' && status !== 'NOT_CONFIGURED') return null;
  const run = () =>
    transcribe.mutate(undefined, {
      onError: (error) => toast.error(errorMessage(error, t('narration.transcribeError'))),
    });
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
      <p>{t(status === 'FAILED' ? 'narration.failed' : 'narration.notConfigured')}</p>
      {config?.transcriptionConfigured === true && (
        <Button size="sm" variant="secondary" loading={transcribe.isPending} onClick={run}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('narration.transcribe')}
        </Button>
      )}
      {config?.transcriptionConfigured === false && <p>{t('narration.noService')}</p>}
    </div>
  );
}
