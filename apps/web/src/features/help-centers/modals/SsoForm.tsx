import {
  type HelpCenterSso,
  type UpdateHelpCenterSsoRequest,
  ZUpdateHelpCenterSsoRequest,
} from '@support/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import type { FieldErrors } from '../../../lib/form/useForm';
import { useForm } from '../../../lib/form/useForm';
import { updateSso } from '../api';
import { CopyButton } from '../components/CopyButton';
import { helpCenterKeys } from '../queries';

type Values = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  allowedDomains: string;
  claimName: string;
  claimValue: string;
};

function valuesOf(sso: HelpCenterSso): Values {
  return {
    issuer: sso.issuer ?? '',
    clientId: sso.clientId ?? '',
    clientSecret: '',
    allowedDomains: sso.allowedDomains.join(', '),
    claimName: sso.claim?.name ?? '',
    claimValue: sso.claim?.value ?? '',
  };
}

/** The request the form's values make: a secret left empty keeps the saved one; SSO is turned on. */
export function requestOf(values: Values): UpdateHelpCenterSsoRequest {
  const claimName = values.claimName.trim();
  return {
    issuer: values.issuer.trim(),
    clientId: values.clientId.trim(),
    clientSecret: values.clientSecret || undefined,
    allowedDomains: values.allowedDomains
      .split(/[\s,;]+/)
      .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
      .filter(Boolean),
    claim: claimName ? { name: claimName, value: values.claimValue.trim() } : null,
    activate: true,
  };
}

/** Which field a schema issue belongs to, and the screen's own text for it (in the reader's language). */
const MESSAGES: Record<keyof Values, string> = {
  issuer: 'sso.issuerInvalid',
  clientId: 'sso.clientIdRequired',
  clientSecret: 'sso.secretRequired',
  allowedDomains: 'sso.domainInvalid',
  claimName: 'sso.claimNameInvalid',
  claimValue: 'sso.claimValueRequired',
};

/** Field messages from the request's own schema, the one the server checks with. */
function check(values: Values, secretKept: boolean, t: (key: string) => string): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  const result = ZUpdateHelpCenterSsoRequest.safeParse(requestOf(values));
  for (const issue of result.success ? [] : result.error.issues) {
    const [field, part] = issue.path;
    const name = (
      field === 'claim' ? (part === 'value' ? 'claimValue' : 'claimName') : field
    ) as keyof Values;
    if (name in MESSAGES) errors[name] = t(MESSAGES[name]);
  }
  if (values.claimName.trim() && !values.claimValue.trim()) errors.claimValue = t(MESSAGES.claimValue);
  if (!values.clientSecret && !secretKept) errors.clientSecret = t(MESSAGES.clientSecret);
  return errors;
}

/**
 * The OpenID provider form: issuer, client, who may read, and the callback addresses to register
 * at the provider. Saving sends one `PUT /help-centers/{id}/sso` with `activate`, so the provider
 * is checked (discovered) and SSO turned on in one step, or nothing changes.
 */
export function SsoForm({
  helpCenterId,
  sso,
  onClose,
}: {
  helpCenterId: string;
  sso: HelpCenterSso;
  onClose: () => void;
}) {
  const { t } = useTranslation('helpCenters');
  const formId = useId();
  const queryClient = useQueryClient();
  const form = useForm(
    () => valuesOf(sso),
    (values) => check(values, sso.hasClientSecret, t),
  );
  const { values, set, errors } = form;
  const save = useMutation({
    mutationFn: (body: UpdateHelpCenterSsoRequest) => updateSso(helpCenterId, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(helpCenterKeys.sso(helpCenterId), saved);
      await queryClient.invalidateQueries({ queryKey: helpCenterKeys.one(helpCenterId) });
      void queryClient.invalidateQueries({ queryKey: helpCenterKeys.list() });
      toast.success(t(sso.active ? 'sso.saved' : 'sso.activated'));
      onClose();
    },
    onError: (cause) => form.setFormError(errorMessage(cause, t('sso.failed'))),
  });
  const onSubmit = form.submit((current) => save.mutate(requestOf(current)));

  return (
    <Modal
      title={t('sso.title')}
      size="3xl"
      onClose={save.isPending ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {sso.active ? t('actions.save') : t('sso.activate')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-stone-600">{t('sso.intro')}</p>
        {form.formError && <Alert tone="error">{form.formError}</Alert>}
        <TextField
          label={t('sso.issuer')}
          type="url"
          value={values.issuer}
          onChange={(event) => set('issuer', event.target.value)}
          placeholder="https://login.example.com"
          hint={t('sso.issuerHint')}
          error={errors.issuer}
          maxLength={500}
          required
          autoFocus
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('sso.clientId')}
            value={values.clientId}
            onChange={(event) => set('clientId', event.target.value)}
            error={errors.clientId}
            maxLength={300}
            autoComplete="off"
            required
          />
          <TextField
            label={t('sso.clientSecret')}
            type="password"
            value={values.clientSecret}
            onChange={(event) => set('clientSecret', event.target.value)}
            placeholder={sso.hasClientSecret ? t('sso.secretKeptPlaceholder') : undefined}
            hint={sso.hasClientSecret ? t('sso.secretKept') : t('sso.secretHint')}
            error={errors.clientSecret}
            maxLength={500}
            autoComplete="new-password"
          />
        </div>
        <TextField
          label={t('sso.allowedDomains')}
          value={values.allowedDomains}
          onChange={(event) => set('allowedDomains', event.target.value)}
          placeholder="example.com, example.org"
          hint={t('sso.allowedDomainsHint')}
          error={errors.allowedDomains}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-700">{t('sso.claim')}</legend>
          <p className="text-xs text-stone-500">{t('sso.claimHint')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('sso.claimName')}
              value={values.claimName}
              onChange={(event) => set('claimName', event.target.value)}
              placeholder="groups"
              error={errors.claimName}
              maxLength={100}
            />
            <TextField
              label={t('sso.claimValue')}
              value={values.claimValue}
              onChange={(event) => set('claimValue', event.target.value)}
              placeholder="help-center-readers"
              error={errors.claimValue}
              maxLength={300}
            />
          </div>
        </fieldset>
        <section
          aria-labelledby={`${formId}-callbacks`}
          className="space-y-2 rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200"
        >
          <h3 id={`${formId}-callbacks`} className="text-sm font-medium text-stone-800">
            {t('sso.callbacks')}
          </h3>
          <p className="text-xs text-stone-600">{t('sso.callbacksHint')}</p>
          <ul className="space-y-2">
            {sso.callbackUrls.map((url) => (
              <li key={url} className="flex flex-wrap items-center justify-between gap-2">
                <code className="min-w-0 break-all text-xs text-stone-800">{url}</code>
                <CopyButton text={url} label={t('sso.copy')} />
              </li>
            ))}
          </ul>
        </section>
      </form>
    </Modal>
  );
}
