import {
  HELP_CENTER_LANGUAGES,
  HELP_CENTER_NAME_MAX_LENGTH,
  type HelpCenter,
  ZCustomDomain,
  ZWebUrl,
} from '@support/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Section } from '../../../components/ui/Section';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import { usePublicConfig } from '../../../lib/publicConfig';
import { planKeys } from '../../plans/queries';
import { SelectField } from '../../settings/components/SelectField';
import { useMembership } from '../../settings/useMembership';
import { deleteHelpCenter, updateSettings } from '../api';
import { CopyButton } from '../components/CopyButton';
import { DescriptionField } from '../components/DescriptionField';
import { DomainVerificationPanel } from '../components/DomainVerificationPanel';
import { useCurrentHelpCenter } from '../pages/HelpCenterLayout';
import { helpCenterKeys } from '../queries';
import { useSaveHelpCenter } from '../useSaveHelpCenter';

/** The settings tab: name, description, language, homepage link and own domain; the slug; deleting. Admins edit. */
export default function SettingsTab() {
  const center = useCurrentHelpCenter();
  return <SettingsForm key={center.id} center={center} />;
}

function SettingsForm({ center }: { center: HelpCenter }) {
  const { t } = useTranslation('helpCenters');
  const { isAdmin } = useMembership();
  const config = usePublicConfig();
  const [name, setName] = useState(center.name);
  const [description, setDescription] = useState(center.description ?? '');
  const [language, setLanguage] = useState(center.settings.language);
  const [homepage, setHomepage] = useState(center.settings.backToHomepageUrl ?? '');
  const [domain, setDomain] = useState(center.settings.customDomain ?? '');
  const [domainError, setDomainError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [homepageError, setHomepageError] = useState<string | null>(null);
  // One request: the name, description and settings are saved together or not at all.
  const save = useSaveHelpCenter(() =>
    updateSettings(center.id, {
      name: name.trim(),
      description: description.trim() || null,
      language,
      backToHomepageUrl: homepage.trim(),
      customDomain: domain.trim(),
    }),
  );
  const dirty =
    name !== center.name ||
    description !== (center.description ?? '') ||
    language !== center.settings.language ||
    homepage !== (center.settings.backToHomepageUrl ?? '') ||
    domain !== (center.settings.customDomain ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!name.trim()) {
      setNameError(t('create.nameRequired'));
      return;
    }
    // Checked here too, so a mistyped address is named beside its field before anything is sent.
    if (homepage.trim() && !ZWebUrl.safeParse(homepage).success) {
      setHomepageError(t('settings.homepageInvalid'));
      return;
    }
    if (domain.trim() && !ZCustomDomain.safeParse(domain).success) {
      setDomainError(t('settings.customDomainInvalid'));
      return;
    }
    save.mutate(undefined, {
      onSuccess: (saved) => {
        setHomepage(saved.settings.backToHomepageUrl ?? '');
        setDomain(saved.settings.customDomain ?? '');
        toast.success(t('settings.saved'));
      },
      onError: (cause) => setError(errorMessage(cause, t('settings.failed'))),
    });
  };

  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} noValidate>
        <Section
          title={t('settings.title')}
          description={isAdmin ? t('settings.description') : t('settings.adminsOnly')}
          footer={
            isAdmin && (
              <Button type="submit" loading={save.isPending} disabled={!dirty}>
                {t('actions.save')}
              </Button>
            )
          }
        >
          <fieldset disabled={!isAdmin || save.isPending} className="grid gap-4 sm:grid-cols-2">
            {error && (
              <div className="sm:col-span-2">
                <Alert tone="error">{error}</Alert>
              </div>
            )}
            <TextField
              label={t('fields.name')}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                if (event.target.value.trim()) setNameError(null);
              }}
              error={nameError}
              maxLength={HELP_CENTER_NAME_MAX_LENGTH}
              required
            />
            <SelectField
              label={t('fields.language')}
              value={language}
              onChange={(event) => setLanguage(event.target.value as typeof language)}
            >
              {HELP_CENTER_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {t(`languages.${code}`)}
                </option>
              ))}
            </SelectField>
            <div className="sm:col-span-2">
              <DescriptionField value={description} onChange={setDescription} />
            </div>
            <TextField
              className="sm:col-span-2"
              label={t('fields.homepage')}
              hint={t('fields.homepageHint')}
              value={homepage}
              error={homepageError}
              onChange={(event) => {
                setHomepage(event.target.value);
                setHomepageError(null);
              }}
              placeholder="https://www.example.com"
              inputMode="url"
            />
            <TextField
              className="sm:col-span-2"
              label={t('fields.customDomain')}
              hint={t('fields.customDomainHint')}
              value={domain}
              error={domainError}
              onChange={(event) => {
                setDomain(event.target.value);
                setDomainError(null);
              }}
              placeholder="help.example.com"
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
            />
          </fieldset>
          {center.settings.customDomain && center.domainVerification && (
            <div className="mt-4 grid sm:grid-cols-2">
              <DomainVerificationPanel
                centerId={center.id}
                domain={center.settings.customDomain}
                verification={center.domainVerification}
                canCheck={isAdmin}
              />
            </div>
          )}
        </Section>
      </form>
      <Section title={t('settings.addressTitle')} description={t('settings.addressDescription')}>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextField className="flex-1" label={t('fields.slug')} value={center.slug} readOnly />
          <CopyButton text={center.slug} label={t('settings.copySlug')} feedbackMs={2000} />
        </div>
        <p className="mt-2 text-xs text-stone-500">
          {t('settings.slugLocked')}{' '}
          {config.data?.supportEmail && (
            <a className="text-brand-700 underline" href={`mailto:${config.data.supportEmail}`}>
              {t('settings.contactSupport')}
            </a>
          )}
        </p>
      </Section>
      {isAdmin && <DeleteSection center={center} />}
    </div>
  );
}

function DeleteSection({ center }: { center: HelpCenter }) {
  const { t } = useTranslation('helpCenters');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteHelpCenter(center.id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: helpCenterKeys.one(center.id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: helpCenterKeys.list() }),
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
      ]);
      toast.success(t('settings.deleted', { name: center.name }));
      navigate('/helpcenters', { replace: true });
    },
    onError: (cause) => toast.error(errorMessage(cause, t('settings.deleteFailed'))),
  });
  return (
    <Section title={t('settings.dangerTitle')} description={t('settings.dangerDescription')}>
      <Button variant="danger" onClick={() => setAsking(true)}>
        {t('settings.delete')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('settings.deleteTitle')}
        confirmLabel={t('settings.deleteConfirm')}
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setAsking(false)}
      >
        {t('settings.deleteText', { name: center.name })}
      </ConfirmDialog>
    </Section>
  );
}
