import clsx from 'clsx';
import { Gauge, Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfile } from '../../features/profile/queries';
import { useMembership } from '../../features/settings/useMembership';
import { ADMIN_GROUP, NAV_GROUPS } from './navigation';
import { OrganizationSwitcher } from './OrganizationSwitcher';
import { ProfileMenu } from './ProfileMenu';
import { SidebarLink } from './SidebarLink';
import { TrialBanner } from './TrialBanner';

/** The left sidebar of spec 01 §2; `compact` is the icon bar used at 768 px or less. */
export function Sidebar({ compact, onOpenMenu }: { compact: boolean; onOpenMenu?: () => void }) {
  const { t } = useTranslation(['shell', 'common']);
  const profile = useProfile();
  const membership = useMembership();
  const groups = profile.data?.canAdministerInstance ? [...NAV_GROUPS, ADMIN_GROUP] : NAV_GROUPS;

  return (
    <aside
      className={clsx(
        'sticky top-0 flex h-screen shrink-0 flex-col border-r border-stone-200 bg-white',
        compact ? 'w-16' : 'w-64',
      )}
    >
      {onOpenMenu && (
        <button
          type="button"
          onClick={onOpenMenu}
          className="mx-auto mt-2 flex w-12 flex-col items-center gap-0.5 rounded-lg py-1.5 text-[11px] font-medium text-stone-600 hover:bg-stone-100 hover:text-stone-900"
        >
          <Menu aria-hidden="true" className="size-5" />
          {t('sidebar.menu')}
        </button>
      )}
      <div className={clsx('flex h-14 items-center gap-2.5 short:h-12', compact ? 'justify-center' : 'px-4')}>
        <Link to="/articles" className="flex items-center gap-2.5" title={t('common:appName')}>
          <img src="/logo.svg" alt={t('common:appName')} className="size-8" />
          {!compact && (
            <span className="text-[15px] font-semibold tracking-tight text-stone-900">
              {t('common:appName')}
            </span>
          )}
        </Link>
      </div>

      <div className={clsx('pb-2', compact ? 'px-2' : 'px-3')}>
        <OrganizationSwitcher name={profile.data?.activeOrganizationName} compact={compact} />
      </div>

      <nav
        aria-label={t('sidebar.navigation')}
        className={clsx('flex-1 overflow-y-auto py-2', compact ? 'px-2' : 'px-3')}
      >
        {groups.map((group, index) => (
          <div
            key={group.id}
            className={clsx(
              index > 0 && (compact ? 'mt-3 border-t border-stone-100 pt-3' : 'mt-5 short:mt-3'),
            )}
          >
            {!compact && (
              <p className="mb-1.5 px-2.5 text-[11px] font-semibold uppercase tracking-wider text-stone-500 short:mb-1">
                {t(group.labelKey)}
              </p>
            )}
            <ul className="flex flex-col gap-0.5">
              {group.items.map((item) => (
                <li key={item.to}>
                  <SidebarLink to={item.to} label={t(item.labelKey)} icon={item.icon} compact={compact} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>

      <div
        className={clsx(
          'flex flex-col gap-2 border-t border-stone-100 py-3 short:gap-1 short:py-2',
          compact ? 'px-2' : 'px-3',
        )}
      >
        <TrialBanner
          profile={profile.data}
          compact={compact}
          canUpgrade={membership.organization?.canManageBilling ?? false}
        />
        <SidebarLink to="/settings/usage" label={t('nav.usage')} icon={Gauge} compact={compact} />
        <ProfileMenu profile={profile.data} compact={compact} />
      </div>
    </aside>
  );
}
