import { WEBHOOK_ENDPOINTS_PER_ORGANIZATION, type WebhookEndpoint } from '@support/shared';
import { Plus, Webhook } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { PageSpinner, PageStatus } from '../../../components/ui/PageStatus';
import { PageHeader, Section } from '../../../components/ui/Section';
import { errorMessage } from '../../../lib/errors';
import { type EndpointAction, EndpointCard } from '../components/EndpointCard';
import { SecretDialog } from '../components/SecretDialog';
import { type WebhookDraft, WebhookFormDialog } from '../components/WebhookFormDialog';
import { useCreateWebhook, useDeleteWebhook, useRollSecret, useUpdateWebhook, useWebhooks } from '../queries';

const NEW: WebhookDraft = { url: '', events: ['article.published'], format: 'json' };

/**
 * Settings → Webhooks (issue 50 item 4, admins): endpoints that receive the organization's events,
 * signed with a secret shown once; each with its delivery log, a test event and a resend.
 */
export default function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  const { data: endpoints, error, refetch, isPending } = useWebhooks();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [confirm, setConfirm] = useState<{ endpoint: WebhookEndpoint; action: 'roll' | 'delete' } | null>(
    null,
  );
  const [secret, setSecret] = useState<string | null>(null);
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const roll = useRollSecret();
  const saving = editing === 'new' ? create : update;
  const full = (endpoints?.length ?? 0) >= WEBHOOK_ENDPOINTS_PER_ORGANIZATION;

  const closeForm = () => {
    create.reset();
    update.reset();
    setEditing(null);
  };
  const save = (draft: WebhookDraft) => {
    if (editing === 'new') {
      create.mutate(draft, {
        onSuccess: (made) => {
          closeForm();
          setSecret(made.secret);
        },
      });
    } else if (editing) {
      update.mutate(
        { id: editing.id, change: draft },
        {
          onSuccess: () => {
            toast.success(t('saved'));
            closeForm();
          },
        },
      );
    }
  };
  const act = (endpoint: WebhookEndpoint, action: EndpointAction) =>
    action === 'edit' ? setEditing(endpoint) : setConfirm({ endpoint, action });
  const confirmed = () => {
    if (!confirm) return;
    const done = { onSettled: () => setConfirm(null) };
    if (confirm.action === 'delete') {
      remove.mutate(confirm.endpoint.id, {
        ...done,
        onSuccess: () => toast.success(t('deleted')),
        onError: (cause) => toast.error(errorMessage(cause, t('deleteFailed'))),
      });
    } else {
      roll.mutate(confirm.endpoint.id, {
        ...done,
        onSuccess: (rolled) => setSecret(rolled.secret),
        onError: (cause) => toast.error(errorMessage(cause, t('rollFailed'))),
      });
    }
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          endpoints && (
            <Button onClick={() => setEditing('new')} disabled={full} title={full ? t('full') : undefined}>
              <Plus aria-hidden="true" className="size-4" />
              {t('add')}
            </Button>
          )
        }
      />
      {isPending ? (
        <PageSpinner />
      ) : !endpoints ? (
        <PageStatus error={error} onRetry={refetch} />
      ) : endpoints.length === 0 ? (
        <Section>
          <div className="flex flex-col items-center gap-2 py-6 text-center">
            <Webhook aria-hidden="true" className="size-8 text-stone-400" />
            <p className="text-sm font-medium text-stone-900">{t('emptyTitle')}</p>
            <p className="max-w-md text-sm text-stone-500">{t('emptyText')}</p>
          </div>
        </Section>
      ) : (
        <ul className="space-y-4">
          {endpoints.map((endpoint) => (
            <EndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              onAction={(action) => act(endpoint, action)}
            />
          ))}
        </ul>
      )}
      {editing && (
        <WebhookFormDialog
          title={editing === 'new' ? t('form.addTitle') : t('form.editTitle')}
          initial={editing === 'new' ? NEW : editing}
          submitLabel={editing === 'new' ? t('form.create') : t('form.save')}
          pending={saving.isPending}
          error={saving.error ? errorMessage(saving.error, t('form.saveFailed')) : null}
          onClose={closeForm}
          onSubmit={save}
        />
      )}
      {secret && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.action === 'roll' ? t('rollTitle') : t('deleteTitle')}
        confirmLabel={confirm?.action === 'roll' ? t('card.rollSecret') : t('card.delete')}
        loading={remove.isPending || roll.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={confirmed}
      >
        {confirm && t(confirm.action === 'roll' ? 'rollText' : 'deleteText', { url: confirm.endpoint.url })}
      </ConfirmDialog>
    </>
  );
}
