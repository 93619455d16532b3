import type { TranslationJobStatus } from '@support/shared';
import clsx from 'clsx';
import { CircleAlert, CircleCheck, CircleDashed, CirclePause, Clock, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { failureKey } from '../rules/status';

const ICONS = {
  WAITING: { icon: Clock, className: 'text-stone-500' },
  RUNNING: { icon: LoaderCircle, className: 'animate-spin text-brand-600 motion-reduce:animate-none' },
  IDLE: { icon: CirclePause, className: 'text-amber-600' },
  SUCCESS: { icon: CircleCheck, className: 'text-green-600' },
  FAILED: { icon: CircleAlert, className: 'text-red-600' },
  NONE: { icon: CircleDashed, className: 'text-stone-400' },
} as const;

/** The text of a language's state: spec 02 §4 status names and §8 failure texts. */
export function useStatusText() {
  const { t } = useTranslation('translations');
  return (status: TranslationJobStatus | 'NONE', failureReason: string | null | undefined) =>
    status === 'FAILED' ? t(`failure.${failureKey(failureReason ?? null)}`) : t(`status.${status}`);
}

/** Icon and text of a language's state, in the language list, the panel and the job list. */
export function TranslationStatus({
  status,
  failureReason,
  className,
}: {
  status: TranslationJobStatus | 'NONE';
  failureReason?: string | null;
  className?: string;
}) {
  const text = useStatusText()(status, failureReason);
  const { icon: Icon, className: iconClass } = ICONS[status];
  return (
    <span
      className={clsx(
        'inline-flex min-w-0 items-center gap-1.5 text-sm',
        status === 'FAILED' ? 'text-red-700' : 'text-stone-600',
        className,
      )}
    >
      <Icon aria-hidden="true" className={clsx('size-4 shrink-0', iconClass)} />
      <span className="min-w-0">{text}</span>
    </span>
  );
}
