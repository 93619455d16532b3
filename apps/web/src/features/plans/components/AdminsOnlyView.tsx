import type { Organization } from '@support/shared';
import { Building2, LogOut, Mail, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { subscriptionBlocked } from '../../../app/shell/subscriptionBlocked';
import { Button } from '../../../components/ui/Button';
import { signOut } from '../../../lib/api';

/** The organization's admins, who can choose a plan; a member without a name shows as 'Admin User'. */
export function organizationAdmins(organization: Pick<Organization, 'UserOrganizations'>, fallback: string) {
  return organization.UserOrganizations.filter((member) => member.role === 'ADMIN').map(({ user }) => ({
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim() || fallback,
    email: user.email,
  }));
}

/**
 * A non-admin whose organization has no running subscription (spec 02 §2): who to ask, and the
 * two ways out, another organization or signing out.
 */
export function AdminsOnlyView({ organization }: { organization: Organization }) {
  const { t } = useTranslation('plans');
  const navigate = useNavigate();
  const admins = organizationAdmins(organization, t('select.noActive.adminUser'));

  const changeOrganization = () => {
    subscriptionBlocked.clear();
    navigate('/settings/general');
  };
  const logOut = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <div className="mx-auto max-w-lg py-2 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-600 ring-8 ring-amber-50/50">
        <ShieldAlert aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-stone-900">{t('select.noActive.heading')}</h3>
      <p className="mt-2 text-sm leading-6 text-stone-600">{t('select.noActive.text')}</p>

      <div className="mt-6 rounded-xl bg-stone-50 p-4 text-left ring-1 ring-stone-200">
        <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">
          {t('select.noActive.admins')}
        </p>
        <ul className="mt-2 divide-y divide-stone-200">
          {admins.map((admin) => (
            <li key={admin.id} className="flex items-center justify-between gap-3 py-2.5">
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium text-stone-900">{admin.name}</span>
                <span className="block truncate text-xs text-stone-500">{admin.email}</span>
              </span>
              <a
                href={`mailto:${admin.email}`}
                className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg bg-white px-3 text-xs font-medium text-stone-700 ring-1 ring-inset ring-stone-300 hover:bg-stone-100"
              >
                <Mail aria-hidden="true" className="size-3.5" />
                {t('select.noActive.email')}
              </a>
            </li>
          ))}
        </ul>
      </div>

      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
        <Button variant="secondary" onClick={logOut}>
          <LogOut aria-hidden="true" className="size-4" />
          {t('select.noActive.logOut')}
        </Button>
        <Button onClick={changeOrganization}>
          <Building2 aria-hidden="true" className="size-4" />
          {t('select.noActive.changeOrganization')}
        </Button>
      </div>
    </div>
  );
}
