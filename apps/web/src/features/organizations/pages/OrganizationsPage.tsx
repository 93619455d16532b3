import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { PageStatus } from '../../../components/ui/PageStatus';
import { PageHeader } from '../../../components/ui/Section';
import { useModalState } from '../../settings/modalNavigation';
import { useMembership } from '../../settings/useMembership';
import { ActiveOrganizationCard } from '../components/ActiveOrganizationCard';
import { OrganizationList } from '../components/OrganizationList';
import { useOrganizations } from '../queries';

export default function OrganizationsPage() {
  const { t } = useTranslation('organizations');
  const modalState = useModalState();
  const { organization, profile } = useMembership();
  const organizations = useOrganizations();

  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <div className="space-y-6">
        {organization && <ActiveOrganizationCard organization={organization} />}
        <section className="rounded-xl bg-white shadow-xs ring-1 ring-stone-200">
          <h3 className="border-b border-stone-100 px-5 py-4 text-sm font-semibold text-stone-900 sm:px-6">
            {t('list.title')}
          </h3>
          {organizations.data ? (
            <OrganizationList
              organizations={organizations.data}
              currentId={organization?.id ?? profile?.activeOrganizationId ?? undefined}
              userId={profile?.id}
            />
          ) : (
            <div className="px-5 py-2 sm:px-6">
              <PageStatus error={organizations.error} onRetry={() => organizations.refetch()} />
            </div>
          )}
        </section>
        <div className="flex flex-col items-start gap-4 rounded-xl border border-dashed border-stone-300 bg-white/60 p-5 sm:flex-row sm:items-center sm:p-6">
          <div className="min-w-0 flex-1">
            <h3 className="text-sm font-semibold text-stone-900">{t('create.ctaTitle')}</h3>
            <p className="mt-0.5 text-sm text-stone-500">{t('create.ctaText')}</p>
          </div>
          <ButtonLink to="/organizations/create" state={modalState}>
            <Plus aria-hidden="true" className="size-4" />
            {t('create.cta')}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
