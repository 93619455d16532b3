import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookEventType,
  type WebhookFormat,
} from '@support/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { eventKey } from '../eventLabel';

export type WebhookDraft = { url: string; events: WebhookEventType[]; format: WebhookFormat };

/** The address, the events it wants and the body's format: for a new webhook and for editing one. */
export function WebhookFormDialog({
  title,
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  title: string;
  initial: WebhookDraft;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (draft: WebhookDraft) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('webhooks');
  const formId = useId();
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<{ url?: string; events?: string }>({});
  const toggle = (type: WebhookEventType, on: boolean) =>
    setDraft((d) => ({ ...d, events: on ? [...d.events, type] : d.events.filter((e) => e !== type) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = draft.url.trim();
    const found = {
      url: /^https?:\/\/\S+$/i.test(url) ? undefined : t('form.urlInvalid'),
      events: draft.events.length ? undefined : t('form.eventsRequired'),
    };
    setProblem(found);
    if (!found.url && !found.events) onSubmit({ ...draft, url });
  };
  return (
    <Modal
      title={title}
      size="lg"
      onClose={pending ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-5">
        <TextField
          label={t('form.url')}
          type="url"
          inputMode="url"
          placeholder="https://example.com/hooks/support"
          value={draft.url}
          maxLength={WEBHOOK_URL_MAX_LENGTH}
          hint={t('form.urlHint')}
          error={problem.url}
          onChange={(event) => setDraft((d) => ({ ...d, url: event.target.value }))}
          required
          autoFocus
        />
        <fieldset aria-describedby={problem.events ? `${formId}-events` : undefined}>
          <legend className="text-sm font-medium text-stone-700">{t('form.events')}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm text-stone-800">
                <input
                  type="checkbox"
                  className="size-4 rounded border-stone-300 text-brand-600"
                  checked={draft.events.includes(type)}
                  onChange={(event) => toggle(type, event.target.checked)}
                />
                {t(eventKey(type))}
              </label>
            ))}
          </div>
          {problem.events && (
            <p id={`${formId}-events`} className="mt-1.5 text-xs text-red-600">
              {problem.events}
            </p>
          )}
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-stone-700">{t('form.format')}</legend>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
            {(['json', 'slack'] as const).map((format) => (
              <label key={format} className="flex items-center gap-2 text-sm text-stone-800">
                <input
                  type="radio"
                  name={`${formId}-format`}
                  className="size-4 border-stone-300 text-brand-600"
                  checked={draft.format === format}
                  onChange={() => setDraft((d) => ({ ...d, format }))}
                />
                {t(`formats.${format}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {error && <Alert>{error}</Alert>}
      </form>
    </Modal>
  );
}
