import { Building2, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { PageStatus } from '../../../components/ui/PageStatus';
import { PageHeader } from '../../../components/ui/Section';
import { useFeatureCheck } from '../../plans/queries';
import { useOpenUpgrade } from '../../plans/upgrade';
import { useModalState } from '../../settings/modalNavigation';
import { useMembership } from '../../settings/useMembership';
import { InvitationsList } from '../components/InvitationsList';
import { MembersList } from '../components/MembersList';
import { canAddMembers } from '../rules';

function Card({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <section className="rounded-xl bg-white shadow-xs ring-1 ring-stone-200">
      <h3 className="flex items-center gap-2 border-b border-stone-100 px-5 py-4 text-sm font-semibold text-stone-900 sm:px-6">
        {title}
        {count !== undefined && <span className="font-normal text-stone-500">{count}</span>}
      </h3>
      {children}
    </section>
  );
}

export default function TeamPage() {
  const { t } = useTranslation('team');
  const modalState = useModalState();
  const { organization, profile, error, refetch } = useMembership();
  const teamMembers = useFeatureCheck('TEAM_MEMBERS', organization?.canInvite ?? false);
  const openUpgrade = useOpenUpgrade();

  if (!organization || !profile) {
    return (
      <>
        <PageHeader title={t('title')} />
        <PageStatus error={error} onRetry={refetch} />
      </>
    );
  }

  const showAddMember = canAddMembers({
    organization,
    hasTeamMembersFeature: teamMembers.data?.hasAccess ?? false,
  });
  const isPersonal = organization.type === 'PERSONAL';

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description', { name: organization.name })}
        actions={
          showAddMember && (
            <ButtonLink
              to="/organizations/add-member"
              state={modalState}
              // Spec 02 §6: at the seat limit the action becomes the upgrade modal.
              onClick={(event) => {
                if (teamMembers.data?.isLimitReached && openUpgrade(teamMembers.data)) event.preventDefault();
              }}
            >
              <UserPlus aria-hidden="true" className="size-4" />
              {t('addMember')}
            </ButtonLink>
          )
        }
      />
      <div className="space-y-6">
        {isPersonal && (
          <div className="flex flex-col items-start gap-4 rounded-xl bg-brand-50/70 p-5 ring-1 ring-brand-100 sm:flex-row sm:items-center sm:p-6">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-600 ring-1 ring-brand-100">
              <Building2 aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="text-sm font-semibold text-stone-900">{t('personal.title')}</h3>
              <p className="mt-0.5 text-sm text-stone-600">{t('personal.text')}</p>
            </div>
            <ButtonLink to="/organizations/create" state={modalState}>
              {t('personal.action')}
            </ButtonLink>
          </div>
        )}
        <Card title={t('members.title')} count={organization.UserOrganizations.length}>
          <MembersList organization={organization} actor={{ userId: profile.id }} />
        </Card>
        {organization.canManageMembers && !isPersonal && (
          <Card title={t('invitations.title')}>
            <InvitationsList />
          </Card>
        )}
      </div>
    </>
  );
}
