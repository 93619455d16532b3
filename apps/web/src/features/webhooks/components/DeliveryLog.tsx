import type { WebhookDelivery } from '@support/shared';
import { RotateCcw } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { PageSpinner, PageStatus } from '../../../components/ui/PageStatus';
import { errorMessage } from '../../../lib/errors';
import { formatDateTime } from '../../articles/rules/time';
import { eventKey } from '../eventLabel';
import { useDeliveries, useResendDelivery } from '../queries';

const TONE = { succeeded: 'success', pending: 'warning', failed: 'danger' } as const;

/** The endpoint's last 100 deliveries: what was sent, how it was answered, and a way to send it again. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { t, i18n } = useTranslation('webhooks');
  const { data: deliveries, error, refetch, isPending } = useDeliveries(endpointId);
  const resend = useResendDelivery(endpointId);
  if (isPending) return <PageSpinner />;
  if (!deliveries) return <PageStatus error={error} onRetry={refetch} />;
  if (deliveries.length === 0) return <p className="py-3 text-sm text-stone-500">{t('log.empty')}</p>;
  const label = (type: string) => t(eventKey(type), { defaultValue: type });
  return (
    <ul aria-label={t('log.title')} className="divide-y divide-stone-100">
      {deliveries.map((delivery: WebhookDelivery) => (
        <li key={delivery.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-sm">
          <div className="min-w-0 flex-1 basis-48">
            <p className="truncate font-medium text-stone-900">{label(delivery.eventType)}</p>
            <p className="text-xs text-stone-500">
              {formatDateTime(delivery.createdAt, i18n.language)}
              {' · '}
              {t('log.attempts', { count: delivery.attempts })}
              {delivery.responseMs !== null && ` · ${t('log.responseMs', { ms: delivery.responseMs })}`}
            </p>
            {delivery.error && delivery.status !== 'succeeded' && (
              // An answer's status is said in the reader's language; a network fault as the server saw it.
              <p className="truncate text-xs text-red-700" title={delivery.error}>
                {delivery.statusCode !== null
                  ? t('log.answered', { code: delivery.statusCode })
                  : delivery.error}
              </p>
            )}
          </div>
          <Badge tone={TONE[delivery.status]} shape="pill">
            {t(`log.status.${delivery.status}`)}
            {delivery.statusCode !== null && ` · ${delivery.statusCode}`}
          </Badge>
          <Button
            variant="secondary"
            size="sm"
            loading={resend.isPending && resend.variables === delivery.id}
            onClick={() =>
              resend.mutate(delivery.id, {
                onSuccess: () => toast.success(t('log.resent')),
                onError: (cause) => toast.error(errorMessage(cause, t('log.resendFailed'))),
              })
            }
            aria-label={t('log.resendNamed', { event: label(delivery.eventType) })}
          >
            <RotateCcw aria-hidden="true" className="size-3.5" />
            {t('log.resend')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
