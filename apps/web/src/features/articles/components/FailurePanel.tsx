import type { Article } from '@support/shared';
import { CircleAlert, RotateCcw, Sparkles } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { useRestartGeneration } from '../queries';
import { failureDetail } from '../rules/status';

/** Spec 02 §4 and §8: why generation failed; Restart for a service downtime, Upgrade for no credits. */
export function FailurePanel({ article }: { article: Article }) {
  const { t } = useTranslation('articles');
  const restart = useRestartGeneration(article.id);
  const detail = failureDetail(article.activeArticleVersion?.failureReason);
  return (
    <section
      role="alert"
      className="mb-4 flex flex-col gap-4 rounded-xl bg-red-50/70 p-5 ring-1 ring-red-200 sm:flex-row sm:items-center"
    >
      <CircleAlert aria-hidden="true" className="size-6 shrink-0 text-red-600" />
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-red-900">{t(`failure.detail.${detail.titleKey}`)}</h2>
        <p className="mt-0.5 text-sm text-red-800">{t(`failure.detail.${detail.textKey}`)}</p>
      </div>
      {detail.canRestart && (
        <Button
          variant="secondary"
          loading={restart.isPending}
          onClick={() =>
            restart.mutate(undefined, {
              onError: (cause) => toast.error(errorMessage(cause, t('failure.detail.restartFailed'))),
            })
          }
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('failure.detail.restart')}
        </Button>
      )}
      {detail.showUpgrade && (
        <Link
          to="/settings/plans"
          className="inline-flex h-10 shrink-0 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
        >
          <Sparkles aria-hidden="true" className="size-4" />
          {t('failure.detail.upgrade')}
        </Link>
      )}
    </section>
  );
}
