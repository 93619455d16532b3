import { TRIAL_DURATION_DAYS, type UserProfile } from '@support/shared';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNow } from '../../lib/clock';
import { trialBannerDays } from './trial';

/**
 * The sidebar's trial slot: days left of a trial, linking to the plans page (spec 01 §2). Only
 * admins can upgrade; a member sees the days and whom to ask, not a link to a page that says
 * "Admin only".
 */
export function TrialBanner({
  profile,
  compact,
  canUpgrade = true,
}: {
  profile: UserProfile | undefined;
  compact: boolean;
  canUpgrade?: boolean;
}) {
  const { t } = useTranslation('shell');
  const days = trialBannerDays(profile, useNow());
  if (days === null) return null;
  const text = t('trial.daysLeft', { count: days });

  if (!canUpgrade) {
    return (
      <div
        title={`${t('trial.title')}: ${text}. ${t('trial.askAdmin')}`}
        className={
          compact
            ? 'mx-auto flex size-10 flex-col items-center justify-center rounded-lg bg-brand-50 text-[11px] font-semibold text-brand-700 ring-1 ring-inset ring-brand-100'
            : 'rounded-xl bg-brand-50 p-3 ring-1 ring-inset ring-brand-100'
        }
      >
        {compact ? (
          <>
            <Sparkles aria-hidden="true" className="size-3.5" />
            {t('trial.short', { count: days })}
          </>
        ) : (
          <>
            <span className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-brand-700">
              <Sparkles aria-hidden="true" className="size-3.5" />
              {t('trial.title')}
            </span>
            <span className="mt-1 block text-sm font-semibold text-stone-900">{text}</span>
            <span className="mt-1 block text-xs text-stone-600">{t('trial.askAdmin')}</span>
          </>
        )}
      </div>
    );
  }

  if (compact) {
    return (
      <Link
        to="/settings/plans"
        title={`${t('trial.title')}: ${text}`}
        aria-label={`${t('trial.title')}: ${text}`}
        className="mx-auto flex size-10 flex-col items-center justify-center rounded-lg bg-brand-50 text-[11px] font-semibold text-brand-700 ring-1 ring-inset ring-brand-100 hover:bg-brand-100"
      >
        <Sparkles aria-hidden="true" className="size-3.5" />
        {t('trial.short', { count: days })}
      </Link>
    );
  }

  const progress = Math.min(100, Math.round((days / TRIAL_DURATION_DAYS) * 100));
  return (
    <Link
      to="/settings/plans"
      className="block rounded-xl bg-gradient-to-br from-brand-50 to-white p-3 ring-1 ring-inset ring-brand-100 transition hover:ring-brand-500 short:py-2"
    >
      {/* On a short screen the days and the link remain; the title and the bar give their room. */}
      <span className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-brand-700 short:hidden">
        <Sparkles aria-hidden="true" className="size-3.5" />
        {t('trial.title')}
      </span>
      <span className="mt-1 block text-sm font-semibold text-stone-900 short:mt-0">
        <Sparkles
          aria-hidden="true"
          className="mr-1.5 hidden size-3.5 align-[-2px] text-brand-700 short:inline"
        />
        {text}
      </span>
      <span
        className="mt-2 block h-1.5 overflow-hidden rounded-full bg-brand-100 short:hidden"
        aria-hidden="true"
      >
        <span className="block h-full rounded-full bg-brand-500" style={{ width: `${progress}%` }} />
      </span>
      <span className="mt-2 block text-xs font-medium text-brand-700 short:mt-0.5">
        {t('trial.upgrade')} →
      </span>
    </Link>
  );
}
