import { type Step, TRANSCRIPTION_MAX_LENGTH } from '@support/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { useSaveTranscription } from '../queries';

/**
 * What the person said during the step, as transcribed, for correcting: the next rewrite of the
 * article writes the step's text from it.
 */
export function StepTranscription({ articleId, step }: { articleId: string; step: Step }) {
  const { t } = useTranslation('steps');
  const id = useId();
  const save = useSaveTranscription(articleId);
  const saved = step.transcription ?? '';
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string | null>(null);

  const onSave = () => {
    setError(null);
    save.mutate(
      { stepId: step.id, transcription: text },
      {
        onSuccess: () => toast.success(t('transcription.saved')),
        onError: (failure) => setError(errorMessage(failure, t('transcription.saveFailed'))),
      },
    );
  };

  return (
    <div className="mt-2 space-y-2">
      <label htmlFor={id} className="sr-only">
        {t('transcription.title')}
      </label>
      <textarea
        id={id}
        value={text}
        maxLength={TRANSCRIPTION_MAX_LENGTH}
        rows={4}
        placeholder={t('transcription.empty')}
        onChange={(event) => setText(event.target.value)}
        className="block w-full resize-y rounded-lg border-0 px-3 py-2 text-sm text-stone-800 ring-1 ring-inset ring-stone-300 placeholder:text-stone-400 focus:ring-2 focus:ring-brand-500"
      />
      <p className="text-xs leading-snug text-stone-500">{t('transcription.hint')}</p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button size="sm" loading={save.isPending} disabled={text === saved} onClick={onSave}>
          {t('transcription.save')}
        </Button>
      </div>
    </div>
  );
}
