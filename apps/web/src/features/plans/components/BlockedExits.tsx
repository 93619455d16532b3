import { Building2, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { subscriptionBlocked } from '../../../app/shell/subscriptionBlocked';
import { Button } from '../../../components/ui/Button';
import { signOut } from '../../../lib/signOut';

/**
 * The two ways out of an organization without a running subscription (spec 01 §8): another
 * organization ('Change Organization' clears the blocked flag and opens /settings/general) or
 * signing out. Shown whenever the plan picker cannot be closed, for admins as for members, so
 * that nobody is trapped behind it (a second organization's admin was).
 */
export function BlockedExits({ className = '' }: { className?: string }) {
  const { t } = useTranslation('plans');
  const navigate = useNavigate();

  const changeOrganization = () => {
    subscriptionBlocked.clear();
    navigate('/settings/general');
  };
  // Ends the session on the server too, then leaves (signOut clears it locally whatever the answer).
  const logOut = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <div className={`flex flex-col-reverse gap-2 sm:flex-row sm:justify-center ${className}`}>
      <Button variant="secondary" onClick={logOut}>
        <LogOut aria-hidden="true" className="size-4" />
        {t('select.noActive.logOut')}
      </Button>
      <Button variant="secondary" onClick={changeOrganization}>
        <Building2 aria-hidden="true" className="size-4" />
        {t('select.noActive.changeOrganization')}
      </Button>
    </div>
  );
}
