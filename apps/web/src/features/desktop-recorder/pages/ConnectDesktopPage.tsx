import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage, errorStatus } from '../../../lib/errors';
import { AuthLayout } from '../../auth/components/AuthLayout';
import { useOrganizations } from '../../organizations/queries';
import { useProfile } from '../../profile/queries';
import { SelectField } from '../../settings/components/SelectField';
import type { ConfirmedConnection } from '../api';
import { formatCode, isCompleteCode } from '../code';
import { ConnectionDetails } from '../components/ConnectionDetails';
import { useConfirmConnection, usePendingConnection } from '../queries';

/**
 * /connect-desktop?code=ABCD-EFGH (signed in; RequireAuth brings a signed-out visitor back here
 * after login): the person checks the code the desktop recorder shows, sees what is asking to
 * connect, picks the organization it records for (the active one preselected) and connects. The
 * recorder, polling meanwhile, then receives its own token.
 */
export default function ConnectDesktopPage() {
  const { t } = useTranslation('desktopRecorder');
  const [params] = useSearchParams();
  const [code, setCode] = useState(() => formatCode(params.get('code') ?? ''));
  const pending = usePendingConnection(code);
  const organizations = useOrganizations();
  const profile = useProfile();
  const [organizationId, setOrganizationId] = useState('');
  const confirm = useConfirmConnection();
  const [done, setDone] = useState<ConfirmedConnection | null>(null);

  // The active organization is preselected, once both the profile and the list have arrived (the
  // list's first entry only when the profile cannot say): choosing before the profile answers
  // would settle on the wrong one.
  const profileSettled = profile.isSuccess || profile.isError;
  const active = profileSettled
    ? (profile.data?.activeOrganizationId ?? organizations.data?.[0]?.id ?? '')
    : '';
  useEffect(() => {
    if (!organizationId && active) setOrganizationId(active);
  }, [active, organizationId]);

  if (done) {
    return (
      <AuthLayout title={t('title')}>
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <CheckCircle2 aria-hidden="true" className="size-10 text-green-600" />
          <p className="text-base font-medium text-stone-900">{t('connected')}</p>
          <p className="text-sm text-stone-600">
            {t('connectedTo', { organization: done.organizationName })}
          </p>
          <Link to="/articles" className="mt-2 text-sm font-medium text-brand-700 hover:underline">
            {t('toArticles')}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  const complete = isCompleteCode(code);
  const lookupError = pending.isError
    ? errorStatus(pending.error) === 404
      ? t('unknownCode')
      : errorMessage(pending.error, t('loadFailed'))
    : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || !organizationId) return;
    confirm.mutate({ code, organizationId }, { onSuccess: setDone });
  };
  const confirmError = confirm.isError
    ? errorStatus(confirm.error) === 404
      ? t('unknownCode')
      : errorMessage(confirm.error, t('connectFailed'))
    : null;

  return (
    <AuthLayout title={t('title')} subtitle={t('subtitle')}>
      <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('code')}
          value={code}
          onChange={(event) => {
            setCode(formatCode(event.target.value));
            confirm.reset();
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={9}
          placeholder="ABCD-EFGH"
          className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-widest"
          hint={!complete && code ? t('codeIncomplete') : t('codeHint')}
          error={lookupError}
        />
        {complete && pending.isPending && <p className="text-sm text-stone-500">{t('checking')}</p>}
        {pending.data && <ConnectionDetails connection={pending.data} />}
        <SelectField
          label={t('organization')}
          hint={t('organizationHint')}
          value={organizationId}
          onChange={(event) => setOrganizationId(event.target.value)}
          disabled={!organizations.data}
        >
          {(organizations.data ?? []).map((organization) => (
            <option key={organization.id} value={organization.id}>
              {organization.name}
            </option>
          ))}
        </SelectField>
        {confirmError && <Alert>{confirmError}</Alert>}
        <Button
          type="submit"
          fullWidth
          loading={confirm.isPending}
          disabled={!pending.data || !organizationId}
        >
          {t('connect')}
        </Button>
      </form>
    </AuthLayout>
  );
}
