import { type Organization, organizationInitials } from '@support/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';

/** The existing organization (or personal workspace), shown instead of the create form, with Continue. */
export function WelcomeBack({
  organization,
  onContinue,
  continueLabel,
}: {
  organization: Organization;
  onContinue: () => void;
  continueLabel?: string;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-3 rounded-xl p-4 ring-1 ring-inset ring-stone-200">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-stone-900 text-sm font-semibold text-white">
          {organizationInitials(organization.name)}
        </span>
        <span className="min-w-0">
          <span className="block truncate font-semibold text-stone-900">{organization.name}</span>
          <span className="block truncate text-sm text-stone-500">
            {organization.websiteUrl || organization.slug}
          </span>
        </span>
      </div>
      <Button size="lg" fullWidth onClick={onContinue}>
        {continueLabel ?? t('continue')}
      </Button>
    </div>
  );
}
