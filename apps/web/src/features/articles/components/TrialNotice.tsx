import type { UserProfile } from '@support/shared';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNow } from '../../../lib/clock';

/** Spec 02 §2: trial users see until when their trial runs, linking to the plans. */
export function TrialNotice({ profile }: { profile: UserProfile | undefined }) {
  const { t, i18n } = useTranslation('articles');
  const now = useNow();
  if (profile?.subscriptionType !== 'TRIAL' || !profile.trialEndsAt) return null;
  // An ended trial is the blocked flow's business, not an "active until" notice.
  if (new Date(profile.trialEndsAt).getTime() <= now.getTime()) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(profile.trialEndsAt),
  );
  return (
    <Link
      to="/settings/plans"
      className="group flex items-start gap-3 rounded-xl bg-gradient-to-r from-brand-50 to-white px-4 py-3 text-sm text-stone-700 ring-1 ring-inset ring-brand-100 transition hover:ring-orange-300 sm:items-center"
    >
      <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600 sm:mt-0" />
      {/* On a phone the link goes under the text: it is the notice's way on, not decoration. */}
      <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
        <span className="min-w-0 flex-1">{t('list.trialBanner', { date })}</span>
        <span className="shrink-0 font-medium text-brand-700 group-hover:underline">
          {t('list.trialAction')} →
        </span>
      </span>
    </Link>
  );
}
