import { useTranslation } from 'react-i18next';
import { Alert } from './Alert';
import { Button } from './Button';
import { Spinner } from './Spinner';

/** The spinner a page, or the part of one that loads, shows in its place; `label` names it to a screen reader. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex justify-center py-16 text-brand-600">
      <Spinner className="size-6" label={label} />
    </div>
  );
}

/** Loading and failure states of a page, so each page renders only with its data. */
export function PageStatus({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  if (!error) {
    return <PageSpinner label={t('loading')} />;
  }
  return (
    <div className="space-y-3">
      <Alert>{t('pageStatus.loadFailed')}</Alert>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('pageStatus.retry')}
        </Button>
      )}
    </div>
  );
}
