import type { WebhookEndpoint } from '@support/shared';
import { ChevronDown, KeyRound, Pencil, Power, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { eventKey } from '../eventLabel';
import { useSendTestEvent, useUpdateWebhook } from '../queries';
import { DeliveryLog } from './DeliveryLog';

export type EndpointAction = 'edit' | 'roll' | 'delete';

/** One webhook: its address, state and events, what can be done with it, and its delivery log. */
export function EndpointCard({
  endpoint,
  onAction,
}: {
  endpoint: WebhookEndpoint;
  onAction: (action: EndpointAction) => void;
}) {
  const { t } = useTranslation('webhooks');
  const [logOpen, setLogOpen] = useState(false);
  const test = useSendTestEvent(endpoint.id);
  const update = useUpdateWebhook();
  const logId = `webhook-log-${endpoint.id}`;
  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('card.testSent'));
        setLogOpen(true);
      },
      onError: (cause) => toast.error(errorMessage(cause, t('card.testFailed'))),
    });
  const toggle = () =>
    update.mutate(
      { id: endpoint.id, change: { enabled: !endpoint.enabled } },
      { onError: (cause) => toast.error(errorMessage(cause, t('card.saveFailed'))) },
    );
  return (
    <li className="rounded-xl bg-white shadow-xs ring-1 ring-stone-200">
      <div className="space-y-3 px-5 py-4 sm:px-6">
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 flex-1 basis-60 break-all font-mono text-sm text-stone-900">{endpoint.url}</p>
          <Badge shape="pill" tone={endpoint.enabled ? 'success' : 'danger'}>
            {endpoint.enabled ? t('card.enabled') : t('card.disabled')}
          </Badge>
          <Badge shape="pill" tone={endpoint.format === 'slack' ? 'violet' : 'neutral'}>
            {t(`formats.${endpoint.format}Short`)}
          </Badge>
        </div>
        {endpoint.disabledAt && <p className="text-sm text-red-700">{t('card.disabledAfterFailures')}</p>}
        <p className="text-sm text-stone-600">
          {endpoint.events.map((type) => t(eventKey(type))).join(' · ')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={sendTest} loading={test.isPending}>
            <Send aria-hidden="true" className="size-3.5" />
            {t('card.sendTest')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onAction('edit')}>
            <Pencil aria-hidden="true" className="size-3.5" />
            {t('card.edit')}
          </Button>
          <Button variant="secondary" size="sm" onClick={toggle} loading={update.isPending}>
            <Power aria-hidden="true" className="size-3.5" />
            {endpoint.enabled ? t('card.disable') : t('card.enable')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onAction('roll')}>
            <KeyRound aria-hidden="true" className="size-3.5" />
            {t('card.rollSecret')}
          </Button>
          <Button variant="secondary" size="sm" className="text-red-700" onClick={() => onAction('delete')}>
            <Trash2 aria-hidden="true" className="size-3.5" />
            {t('card.delete')}
          </Button>
        </div>
      </div>
      <div className="border-t border-stone-100 px-5 sm:px-6">
        <button
          type="button"
          className="flex w-full items-center justify-between py-3 text-sm font-medium text-stone-700 hover:text-stone-900"
          aria-expanded={logOpen}
          aria-controls={logId}
          onClick={() => setLogOpen((open) => !open)}
        >
          {t('log.title')}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${logOpen ? 'rotate-180' : ''}`}
          />
        </button>
        {logOpen && (
          <div id={logId} className="pb-3">
            <DeliveryLog endpointId={endpoint.id} />
          </div>
        )}
      </div>
    </li>
  );
}
