import type { Step } from '@support/shared';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { useAnalyzeStep } from '../queries';

/** The AI's reading of the step (its summary), written again on demand: for admins. */
export function StepAnalysis({ articleId, step }: { articleId: string; step: Step }) {
  const { t } = useTranslation('steps');
  const analyze = useAnalyzeStep(articleId);
  const [error, setError] = useState<string | null>(null);

  const onRegenerate = () => {
    setError(null);
    analyze.mutate(step.id, {
      onError: (failure) => setError(errorMessage(failure, t('analysis.failed'))),
    });
  };

  return (
    <div className="mt-2 space-y-2">
      <p className={step.summary ? 'text-sm text-stone-800' : 'text-sm text-stone-500'}>
        {step.summary ?? t('analysis.empty')}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button size="sm" variant="secondary" loading={analyze.isPending} onClick={onRegenerate}>
          <Sparkles aria-hidden="true" className="size-4" />
          {t('analysis.regenerate')}
        </Button>
      </div>
    </div>
  );
}
