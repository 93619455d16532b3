import type { ApiKey, CreatedApiKey } from '@support/shared';
import { KeySquare, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { PageSpinner, PageStatus } from '../../../components/ui/PageStatus';
import { PageHeader, Section } from '../../../components/ui/Section';
import { errorMessage } from '../../../lib/errors';
import { CreateApiKeyDialog } from '../components/CreateApiKeyDialog';
import { SecretDialog } from '../components/SecretDialog';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../queries';
import { scopeKey } from '../scopeKey';

/**
 * Settings → API keys (issue 50 item 3): the organization's keys with their scopes and last use;
 * a new key's secret is shown once, and a key is revoked after a confirmation. Admins only: for
 * anyone else the server answers ADMIN_ONLY, which the page shows as it is.
 */
export default function ApiKeysPage() {
  const { t, i18n } = useTranslation('apiKeys');
  const { data: keys, error, refetch, isPending } = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const date = (value: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(value));
  const dateTime = (value: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(value),
    );

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          keys && (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" className="size-4" />
              {t('create.open')}
            </Button>
          )
        }
      />
      {isPending ? (
        <PageSpinner />
      ) : !keys ? (
        <PageStatus error={error} onRetry={refetch} />
      ) : keys.length === 0 ? (
        <Section>
          <div className="flex flex-col items-center gap-2 py-6 text-center">
            <KeySquare aria-hidden="true" className="size-8 text-stone-400" />
            <p className="text-sm font-medium text-stone-900">{t('emptyTitle')}</p>
            <p className="max-w-md text-sm text-stone-500">{t('emptyText')}</p>
          </div>
        </Section>
      ) : (
        <Section>
          <ul className="-my-3 divide-y divide-stone-100">
            {keys.map((key) => (
              <li key={key.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:gap-3">
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-stone-900">
                    <span className="break-words">{key.name}</span>
                    <code className="rounded bg-stone-100 px-1.5 py-0.5 font-mono text-xs text-stone-600">
                      {key.prefix}…
                    </code>
                    {key.expiresAt && new Date(key.expiresAt) <= new Date() && (
                      <Badge tone="danger">{t('expired')}</Badge>
                    )}
                  </p>
                  <div className="flex flex-wrap gap-1">
                    {key.scopes.map((scope) => (
                      <Badge key={scope}>{t(`scopes.${scopeKey(scope)}.name`)}</Badge>
                    ))}
                  </div>
                  <p className="text-xs text-stone-500">
                    {t('createdBy', { name: key.createdBy.name, date: date(key.createdAt) })}
                    {' · '}
                    {key.lastUsedAt ? t('lastUsed', { date: dateTime(key.lastUsedAt) }) : t('neverUsed')}
                    {' · '}
                    {key.expiresAt ? t('expires', { date: date(key.expiresAt) }) : t('noExpiry')}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  className="self-start text-red-700"
                  onClick={() => setRevoking(key)}
                  aria-label={t('revokeNamed', { name: key.name })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('revoke')}
                </Button>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {creating && (
        <CreateApiKeyDialog
          pending={create.isPending}
          error={create.error ? errorMessage(create.error, t('create.failed')) : null}
          onClose={() => {
            create.reset();
            setCreating(false);
          }}
          onSubmit={(request) =>
            create.mutate(request, {
              onSuccess: (answer) => {
                create.reset();
                setCreating(false);
                setCreated(answer);
              },
            })
          }
        />
      )}
      {created && (
        <SecretDialog name={created.key.name} secret={created.secret} onClose={() => setCreated(null)} />
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t('revokeTitle')}
        confirmLabel={t('revoke')}
        loading={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => toast.success(t('revoked')),
            onError: (cause) => toast.error(errorMessage(cause, t('revokeFailed'))),
            onSettled: () => setRevoking(null),
          })
        }
      >
        {revoking && t('revokeText', { name: revoking.name })}
      </ConfirmDialog>
    </>
  );
}
