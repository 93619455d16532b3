import { lazy } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import { useTexts } from '../../../lib/texts';

/*
 * The invitation's parts on the auth screens. They translate with i18next, which the auth screens
 * load only with an invitation (InvitationLookup), so the card is a lazy chunk; the lookup starts
 * loading it while it asks for the invitation.
 */
export const InvitationCard = lazy(() =>
  import('../../invitations/components/InvitationCard').then((module) => ({
    default: module.InvitationCard,
  })),
);

/** InvitationLoading (invitations feature), with lib/texts: shown while the lookup's chunk loads. */
export function InvitationLoadingNote() {
  const { t } = useTexts('invitations');
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-stone-500">
      <Spinner className="size-6 text-brand-600" />
      <p className="text-sm">{t('loading')}</p>
    </div>
  );
}
