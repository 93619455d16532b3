import {
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_SCOPES,
  type ApiKeyScope,
  type CreateApiKeyRequest,
} from '@support/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { scopeKey } from '../scopeKey';

/** The end of the chosen day in the admin's own time zone: a key "until 31 March" works all that day. */
const endOfDay = (date: string) => new Date(`${date}T23:59:59`).toISOString();
const tomorrow = () => {
  const day = new Date(Date.now() + 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

/** Name, scopes and an optional expiry of a new key; the server checks each again. */
export function CreateApiKeyDialog({
  pending,
  error,
  onSubmit,
  onClose,
}: {
  pending: boolean;
  error: string | null;
  onSubmit: (request: CreateApiKeyRequest) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('apiKeys');
  const formId = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['articles:read']);
  const [expiry, setExpiry] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = (scope: ApiKeyScope) =>
    setScopes((now) => (now.includes(scope) ? now.filter((s) => s !== scope) : [...now, scope]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem(t('create.nameRequired'));
    if (scopes.length === 0) return setProblem(t('create.scopeRequired'));
    setProblem(null);
    onSubmit({ name: name.trim(), scopes, expiresAt: expiry ? endOfDay(expiry) : null });
  };
  return (
    <Modal
      title={t('create.title')}
      size="md"
      onClose={pending ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('create.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {t('create.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t('create.name')}
          hint={t('create.nameHint')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={API_KEY_NAME_MAX_LENGTH}
          required
          autoFocus
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-700">{t('create.scopes')}</legend>
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 rounded border-stone-300"
                checked={scopes.includes(scope)}
                onChange={() => toggle(scope)}
              />
              <span>
                <span className="font-medium text-stone-900">{t(`scopes.${scopeKey(scope)}.name`)}</span>
                <span className="block text-stone-500">{t(`scopes.${scopeKey(scope)}.text`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <TextField
          label={t('create.expiry')}
          hint={t('create.expiryHint')}
          type="date"
          min={tomorrow()}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
        />
        {(problem ?? error) && <Alert>{problem ?? error}</Alert>}
      </form>
    </Modal>
  );
}
