import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageSpinner } from '../../../components/ui/PageStatus';
import { Section } from '../../../components/ui/Section';
import { errorStatus } from '../../../lib/errors';
import { AuditTable } from '../audit/AuditTable';
import { AdminPageFrame, AdminPageHeader } from '../components/AdminPageHeader';
import { ListError } from '../components/ListStates';
import { LoadDemoButton } from '../demo/LoadDemoButton';
import { formatDate, formatNumber } from '../format';
import { CustomDomains } from '../organizations/CustomDomains';
import { MembersTable } from '../organizations/MembersTable';
import { OrganizationActions } from '../organizations/OrganizationActions';
import { BillingBadge, SubscriptionBadge } from '../organizations/OrganizationBadges';
import { UsageList } from '../organizations/UsageList';
import { useAdminOrganization } from '../queries';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-2 text-sm">
      <dt className="text-stone-500">{label}</dt>
      <dd className="text-right font-medium text-stone-800">{children}</dd>
    </div>
  );
}

/** /admin/organizations/{id}: one organization's facts, members, usage, actions and audit entries. */
export default function OrganizationPage() {
  const { t, i18n } = useTranslation(['admin', 'organizations']);
  const { organizationId = '' } = useParams();
  const query = useAdminOrganization(organizationId);
  const organization = query.data;
  const back = (
    <Link
      to="/admin/organizations"
      className="mb-2 inline-flex items-center gap-1 text-sm text-stone-500 hover:text-stone-800"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('organization.back')}
    </Link>
  );

  if (!organization) {
    return (
      <AdminPageFrame>
        {back}
        {query.isPending ? (
          <PageSpinner label={t('organization.loading')} />
        ) : (
          <ListError
            title={t(errorStatus(query.error) === 404 ? 'organization.notFound' : 'organization.error')}
            onRetry={() => void query.refetch()}
          />
        )}
      </AdminPageFrame>
    );
  }

  const subscription = organization.subscription;
  return (
    <AdminPageFrame>
      <AdminPageHeader
        back={back}
        title={organization.name}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <span>{organization.slug}</span>
            <SubscriptionBadge organization={organization} />
            <BillingBadge manual={organization.manualBilling} />
          </span>
        }
      />
      <div className="grid gap-5 lg:grid-cols-2">
        <Section title={t('organization.facts')}>
          <dl className="-my-2 divide-y divide-stone-100">
            <Fact label={t('organizations.columns.type')}>
              {t(`organizations:types.${organization.type}`)}
            </Fact>
            <Fact label={t('organizations.columns.plan')}>
              {organization.plan?.name ?? subscription?.planId ?? '–'}
            </Fact>
            <Fact label={t('organizations.columns.subscription')}>
              {t(`subscriptionStates.${subscription?.state ?? 'NONE'}`)}
            </Fact>
            <Fact label={t('organizations.columns.trialEnds')}>
              {formatDate(
                subscription?.subscriptionType === 'TRIAL' ? subscription.trialEndsAt : null,
                i18n.language,
              )}
            </Fact>
            <Fact label={t('organization.endDate')}>{formatDate(subscription?.endDate, i18n.language)}</Fact>
            <Fact label={t('organizations.columns.members')}>
              {formatNumber(organization.memberCount, i18n.language)}
            </Fact>
            <Fact label={t('organization.helpCenters')}>
              {formatNumber(organization.helpCenterCount, i18n.language)}
            </Fact>
            <Fact label={t('organizations.columns.created')}>
              {formatDate(organization.createdAt, i18n.language)}
            </Fact>
          </dl>
        </Section>
        <Section title={t('organizations.columns.usage')}>
          <div className="-my-2">
            <UsageList usage={organization.usage} />
          </div>
        </Section>
      </div>
      <OrganizationActions key={organization.id} organization={organization} />
      <CustomDomains organization={organization} />
      <LoadDemoButton organizationId={organization.id} />
      <section aria-labelledby="admin-members" className="space-y-3">
        <h2 id="admin-members" className="text-base font-semibold text-stone-900">
          {t('organization.members.title')}
        </h2>
        <MembersTable members={organization.members} />
      </section>
      <section aria-labelledby="admin-org-audit" className="space-y-3">
        <h2 id="admin-org-audit" className="text-base font-semibold text-stone-900">
          {t('organization.audit')}
        </h2>
        {organization.audit.length === 0 ? (
          <p className="text-sm text-stone-500">{t('audit.empty')}</p>
        ) : (
          <AuditTable entries={organization.audit} caption={t('organization.audit')} />
        )}
      </section>
    </AdminPageFrame>
  );
}
