import type { DomainVerification } from '@support/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { checkDomain } from '../api';
import { useSaveHelpCenter } from '../useSaveHelpCenter';
import { CopyButton } from './CopyButton';

const TONES = { PENDING: 'warning', VERIFIED: 'success', FAILED: 'danger' } as const;

/**
 * The saved custom domain's verification: the TXT record to create at the DNS host, where the
 * check stands (the reason when it failed) and "Check now" for admins. The domain serves the help
 * center only while verified.
 */
export function DomainVerificationPanel({
  centerId,
  domain,
  verification,
  canCheck,
}: {
  centerId: string;
  domain: string;
  verification: DomainVerification;
  canCheck: boolean;
}) {
  const { t, i18n } = useTranslation('helpCenters');
  const [error, setError] = useState<string | null>(null);
  const check = useSaveHelpCenter(() => checkDomain(centerId));
  const { status } = verification;
  const when = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : null;
  const checkedAt = when(verification.checkedAt);
  return (
    <div className="space-y-3 rounded-lg border border-stone-200 p-4 sm:col-span-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-stone-900">{t('domain.title', { domain })}</span>
        <Badge tone={TONES[status]} shape="pill">
          {t(`domain.status.${status}`)}
        </Badge>
      </div>
      <p className="text-sm text-stone-600">
        {status === 'VERIFIED'
          ? t(verification.verifiedBy === 'OPERATOR' ? 'domain.verifiedByOperator' : 'domain.verifiedText')
          : t('domain.instructions')}
      </p>
      {status === 'FAILED' && verification.failureReason && (
        <Alert tone="error">{t('domain.failed', { reason: verification.failureReason })}</Alert>
      )}
      <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_1fr_auto] sm:items-center">
        <dt className="text-stone-500">{t('domain.recordType')}</dt>
        <dd className="font-mono sm:col-span-2">TXT</dd>
        <dt className="text-stone-500">{t('domain.recordName')}</dt>
        <dd className="break-all font-mono">{verification.recordName}</dd>
        <dd>
          <CopyButton text={verification.recordName} label={t('domain.copyName')} />
        </dd>
        <dt className="text-stone-500">{t('domain.recordValue')}</dt>
        <dd className="break-all font-mono">{verification.recordValue}</dd>
        <dd>
          <CopyButton text={verification.recordValue} label={t('domain.copyValue')} />
        </dd>
      </dl>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        {canCheck && (
          <Button
            variant="secondary"
            loading={check.isPending}
            onClick={() => {
              setError(null);
              check.mutate(undefined, {
                onError: (cause) => setError(errorMessage(cause, t('domain.checkFailed'))),
              });
            }}
          >
            {t('domain.checkNow')}
          </Button>
        )}
        <span className="text-xs text-stone-500">
          {checkedAt ? t('domain.checkedAt', { when: checkedAt }) : t('domain.notChecked')}
        </span>
      </div>
    </div>
  );
}
