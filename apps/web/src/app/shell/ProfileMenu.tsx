import type { UserProfile } from '@support/shared';
import clsx from 'clsx';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { signOut } from '../../lib/signOut';
import { profileBadge, userInitials } from './trial';

function Badge({ kind }: { kind: 'pro' | 'admin' }) {
  const { t } = useTranslation('shell');
  return (
    <span
      className={clsx(
        'rounded-md px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wide',
        kind === 'pro' ? 'bg-brand-600 text-white' : 'bg-stone-900 text-white',
      )}
    >
      {t(kind === 'pro' ? 'badges.pro' : 'badges.admin')}
    </span>
  );
}

/** Bottom of the sidebar: avatar and name (to /settings/account), badge, and Log out. */
export function ProfileMenu({ profile, compact }: { profile: UserProfile | undefined; compact: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const badge = profileBadge(profile);
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() || profile.email : '';

  const onLogout = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <div className={clsx('flex items-center gap-1', compact && 'flex-col')}>
      <Link
        to="/settings/account"
        title={compact ? name : t('profile.open')}
        aria-label={compact ? `${name} – ${t('profile.open')}` : undefined}
        className={clsx(
          'flex min-w-0 items-center gap-2.5 rounded-lg transition-colors hover:bg-stone-100',
          compact ? 'size-10 justify-center' : 'flex-1 p-1.5',
        )}
      >
        <span className="relative flex size-8 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 text-xs font-semibold text-white">
          {profile ? userInitials(profile) : ''}
          {compact && badge && (
            <span
              aria-hidden="true"
              className={clsx(
                'absolute -right-0.5 -bottom-0.5 size-3 rounded-full ring-2 ring-white',
                badge === 'pro' ? 'bg-brand-600' : 'bg-stone-900',
              )}
            />
          )}
        </span>
        {!compact && (
          <span className="min-w-0 flex-1 leading-tight">
            <span className="flex items-center gap-1.5">
              <span className="truncate text-sm font-medium text-stone-800">{name}</span>
              {badge && <Badge kind={badge} />}
            </span>
            {profile && <span className="block truncate text-xs text-stone-500">{profile.email}</span>}
          </span>
        )}
      </Link>
      <button
        type="button"
        onClick={onLogout}
        title={t('profile.logout')}
        aria-label={t('profile.logout')}
        className="flex size-9 shrink-0 items-center justify-center rounded-lg text-stone-500 transition-colors hover:bg-stone-100 hover:text-stone-700"
      >
        <LogOut aria-hidden="true" className="size-[18px]" />
      </button>
    </div>
  );
}
