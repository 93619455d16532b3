import type { ArticleStatus } from '@support/shared';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The row's status: a spinning circle while processing, a check when finished, an alert when failed. */
export function StatusIcon({ status }: { status: ArticleStatus }) {
  const { t } = useTranslation('articles');
  const label = t(`status.${status}`);
  if (status === 'processing') {
    return (
      <LoaderCircle role="img" aria-label={label} className="size-5 shrink-0 animate-spin text-brand-600" />
    );
  }
  if (status === 'failed') {
    return <CircleAlert role="img" aria-label={label} className="size-5 shrink-0 text-red-600" />;
  }
  return <CircleCheck role="img" aria-label={label} className="size-5 shrink-0 text-green-600" />;
}
