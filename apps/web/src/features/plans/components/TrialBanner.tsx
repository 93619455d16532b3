import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfile } from '../../profile/queries';
import { formatDate } from '../rules/format';

/** Whether a profile is in a running trial, and until when. */
export function activeTrialEnd(
  profile: { subscriptionType: string | null; trialEndsAt: string | null } | undefined,
  now: Date,
): string | null {
  if (profile?.subscriptionType !== 'TRIAL' || !profile.trialEndsAt) return null;
  return Date.parse(profile.trialEndsAt) > now.getTime() ? profile.trialEndsAt : null;
}

/**
 * The articles list's trial banner (spec 02 "Articles list"), for the articles page to place:
 * 'Your trial is active until {date}. Upgrade to a paid plan to unlock more features.'
 */
export function TrialBanner() {
  const { t, i18n } = useTranslation('plans');
  const profile = useProfile();
  const endsAt = activeTrialEnd(profile.data, new Date());
  if (!endsAt) return null;
  return (
    <Link
      to="/settings/plans"
      className="flex items-center gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-stone-800 ring-1 ring-inset ring-brand-100 transition hover:ring-brand-500"
    >
      <Sparkles aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
      <span className="min-w-0 flex-1">
        {t('trialBanner.text', { date: formatDate(endsAt, i18n.language) })}
      </span>
      <span className="hidden shrink-0 font-medium text-brand-700 sm:inline">
        {t('trialBanner.action')} →
      </span>
    </Link>
  );
}
