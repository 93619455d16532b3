import { ChevronRight, LogIn, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useIsAuthenticated } from '../../../app/useAuth';
import { AuthLayout } from '../../auth/components/AuthLayout';
import { companyJoinPath, withInviteToken } from '../../auth/rules';
import { InvitationCard } from '../components/InvitationCard';
import { InvitationLoading } from '../components/InvitationLoading';
import { InvitationUnavailable } from '../components/InvitationUnavailable';
import { useInvitation } from '../queries';
import { invitationView } from '../status';

/**
 * /invitation?inviteToken=… — where the link in the invitation mail lands. A guest chooses
 * between a new account and an existing one; a signed-in visitor goes on to join.
 */
export default function InvitationPage() {
  const { t } = useTranslation('invitations');
  const [params] = useSearchParams();
  const token = params.get('inviteToken');
  const signedIn = useIsAuthenticated();
  const lookup = useInvitation(signedIn ? null : token);

  if (signedIn && token) return <Navigate to={companyJoinPath(token)} replace />;

  const view = invitationView(token, lookup);
  if (view.kind === 'loading') {
    return (
      <AuthLayout>
        <InvitationLoading />
      </AuthLayout>
    );
  }
  if (view.kind !== 'pending') {
    return (
      <AuthLayout>
        <InvitationUnavailable
          variant={view.kind === 'missing' ? 'UNAVAILABLE' : view.variant}
          signedIn={signedIn}
        />
      </AuthLayout>
    );
  }

  const { invitation } = view;
  return (
    <AuthLayout
      title={t('landing.title')}
      subtitle={t('landing.text', { organization: invitation.organization.name })}
    >
      <InvitationCard invitation={invitation} />
      <p className="mt-3 text-center text-xs text-stone-500">{t('invitedAs', { email: invitation.email })}</p>
      <div className="mt-5 flex flex-col gap-2.5">
        <Choice
          to={withInviteToken('/register', token)}
          icon={<UserPlus className="size-5" />}
          title={t('landing.register')}
          hint={t('landing.registerHint')}
          primary
        />
        <Choice
          to={withInviteToken('/login', token)}
          icon={<LogIn className="size-5" />}
          title={t('landing.login')}
          hint={t('landing.loginHint')}
        />
      </div>
    </AuthLayout>
  );
}

function Choice({
  to,
  icon,
  title,
  hint,
  primary,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  hint: string;
  primary?: boolean;
}) {
  return (
    <Link
      to={to}
      className={
        primary
          ? 'group flex items-center gap-3 rounded-xl bg-brand-600 p-3.5 text-white shadow-sm transition hover:bg-brand-700'
          : 'group flex items-center gap-3 rounded-xl bg-white p-3.5 text-stone-900 ring-1 ring-stone-200 transition hover:bg-stone-50 hover:ring-stone-300'
      }
    >
      <span
        className={`grid size-9 shrink-0 place-items-center rounded-lg ${primary ? 'bg-white/15' : 'bg-stone-100 text-stone-600'}`}
      >
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold">{title}</span>
        <span className={`block text-xs ${primary ? 'text-white/80' : 'text-stone-500'}`}>{hint}</span>
      </span>
      <ChevronRight className="size-4 shrink-0 opacity-60 transition group-hover:translate-x-0.5" />
    </Link>
  );
}
