import type { PlanLimitKey } from '@support/shared';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { limitDisplay } from '../rules/format';

/**
 * One plan limit: the number, ✓ or ✗ for an on/off feature, and for no limit ∞ (read
 * 'Unlimited'), or the word itself where there is room (`wordy`).
 */
export function LimitValue({
  value,
  limitKey,
  wordy = false,
}: {
  value: number | boolean | null | undefined;
  /** Which limit: a counted one reads as a number even when off (rules/format). */
  limitKey?: PlanLimitKey;
  wordy?: boolean;
}) {
  const { t, i18n } = useTranslation('plans');
  const display = limitDisplay(value, limitKey);
  switch (display.kind) {
    case 'number':
      return (
        <span className="font-medium text-stone-900 tabular-nums">
          {new Intl.NumberFormat(i18n.language).format(display.value)}
        </span>
      );
    case 'included':
      return (
        <span className="inline-flex items-center text-green-600" title={t('included')}>
          <Check aria-hidden="true" className="size-5" strokeWidth={2.5} />
          <span className="sr-only">{t('included')}</span>
        </span>
      );
    case 'excluded':
      return (
        <span className="inline-flex items-center text-stone-300" title={t('notIncluded')}>
          <X aria-hidden="true" className="size-5" strokeWidth={2.5} />
          <span className="sr-only">{t('notIncluded')}</span>
        </span>
      );
    default:
      if (wordy) return <span className="font-medium text-stone-900">{t('unlimited')}</span>;
      return (
        <span className="text-lg leading-none font-medium text-stone-900" title={t('unlimited')}>
          <span aria-hidden="true">∞</span>
          <span className="sr-only">{t('unlimited')}</span>
        </span>
      );
  }
}

/** A plan's price: '€49' and 'per month'. */
export function PriceTag({
  price,
  suffix,
  size = 'md',
}: {
  price: string;
  suffix: string;
  size?: 'md' | 'lg';
}) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-1">
      <span
        className={
          size === 'lg'
            ? 'text-3xl font-bold tracking-tight text-stone-900'
            : 'text-2xl font-bold tracking-tight text-stone-900'
        }
      >
        {price}
      </span>
      <span className="text-sm text-stone-500">{suffix}</span>
    </p>
  );
}
