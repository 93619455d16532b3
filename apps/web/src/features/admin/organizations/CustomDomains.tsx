import type { AdminOrganizationDetail } from '@support/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorMessage } from '../../../lib/errors';
import { useVerifyDomain } from '../queries';

type Domain = AdminOrganizationDetail['customDomains'][number];
const TONES = { PENDING: 'warning', VERIFIED: 'success', FAILED: 'danger' } as const;

/**
 * The organization's custom domains and their verification state. An operator who checked a
 * domain another way marks it verified here (confirmed first, written to the audit log).
 */
export function CustomDomains({ organization }: { organization: AdminOrganizationDetail }) {
  const { t } = useTranslation('admin');
  const verify = useVerifyDomain(organization.id);
  const [asking, setAsking] = useState<Domain | null>(null);
  if (organization.customDomains.length === 0) return null;
  return (
    <section aria-labelledby="admin-org-domains" className="space-y-3">
      <h2 id="admin-org-domains" className="text-base font-semibold text-stone-900">
        {t('organization.domains.title')}
      </h2>
      {verify.isError && <Alert>{errorMessage(verify.error, t('organization.domains.failed'))}</Alert>}
      <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
        {organization.customDomains.map((domain) => (
          <li key={domain.helpCenterId} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
            <span className="font-mono text-stone-900">{domain.domain}</span>
            <span className="text-stone-500">{domain.helpCenterName}</span>
            <Badge tone={TONES[domain.status]} shape="pill">
              {t(`organization.domains.status.${domain.status}`)}
            </Badge>
            {domain.failureReason && <span className="text-xs text-red-700">{domain.failureReason}</span>}
            {domain.status !== 'VERIFIED' && (
              <Button
                className="ml-auto"
                variant="secondary"
                size="sm"
                onClick={() => {
                  verify.reset();
                  setAsking(domain);
                }}
              >
                {t('organization.domains.markVerified')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title={t('organization.domains.confirmTitle')}
        confirmLabel={t('organization.domains.markVerified')}
        loading={verify.isPending}
        onConfirm={() =>
          asking &&
          verify.mutate(asking.helpCenterId, {
            onSuccess: () => {
              toast.success(t('organization.domains.done', { domain: asking.domain }));
              setAsking(null);
            },
            onError: () => setAsking(null),
          })
        }
        onCancel={() => setAsking(null)}
      >
        {asking && t('organization.domains.confirm', { domain: asking.domain })}
      </ConfirmDialog>
    </section>
  );
}
