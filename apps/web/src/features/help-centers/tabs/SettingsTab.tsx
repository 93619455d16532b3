import {
  HELP_CENTER_LANGUAGES,
  HELP_CENTER_NAME_MAX_LENGTH,
  type HelpCenter,
  type UpdateHelpCenterSettingsRequest,
  ZUpdateHelpCenterSettingsRequest,
} from '@support/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Section } from '../../../components/ui/Section';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import { schemaErrors } from '../../../lib/form/schema';
import { useForm } from '../../../lib/form/useForm';
import { HelpCenterExportSection } from '../../exports/components/HelpCenterExportSection';
import { planKeys } from '../../plans/queries';
import { SelectField } from '../../settings/components/SelectField';
import { deleteHelpCenter, updateSettings } from '../api';
import { AddressSection } from '../components/AddressSection';
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

type Fields = {
  name: string;
  description: string;
  language: HelpCenter['settings']['language'];
  backToHomepageUrl: string;
  customDomain: string;
};

const fieldsOf = (center: HelpCenter): Fields => ({
  name: center.name,
  description: center.description ?? '',
  language: center.settings.language,
  backToHomepageUrl: center.settings.backToHomepageUrl ?? '',
  customDomain: center.settings.customDomain ?? '',
});

/** What is sent: one request, so the name, description and settings are saved together or not at all. */
const bodyOf = (values: Fields): UpdateHelpCenterSettingsRequest => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
  language: values.language,
  backToHomepageUrl: values.backToHomepageUrl.trim(),
  customDomain: values.customDomain.trim(),
});

function SettingsForm({ center }: { center: HelpCenter }) {
  const { t } = useTranslation('helpCenters');
  // What the server lets the caller do with this help center (its policy, not the role).
  const canUpdate = center.canUpdate;
  // Checked with the request's own schema, so a mistyped address is named beside its field.
  const form = useForm(fieldsOf(center), (values) =>
    schemaErrors(ZUpdateHelpCenterSettingsRequest, bodyOf(values), {
      name: t('create.nameRequired'),
      backToHomepageUrl: t('settings.homepageInvalid'),
      customDomain: t('settings.customDomainInvalid'),
    }),
  );
  const { values, errors, set } = form;
  const save = useSaveHelpCenter(() => updateSettings(center.id, bodyOf(values)));
  const saved = fieldsOf(center);
  const dirty = (Object.keys(saved) as (keyof Fields)[]).some((key) => values[key] !== saved[key]);

  const onSubmit = form.submit(() =>
    save.mutate(undefined, {
      onSuccess: (answer) => {
        set('backToHomepageUrl', answer.settings.backToHomepageUrl ?? '');
        set('customDomain', answer.settings.customDomain ?? '');
        toast.success(t('settings.saved'));
      },
      onError: (cause) => form.setFormError(errorMessage(cause, t('settings.failed'))),
    }),
  );

  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} noValidate>
        <Section
          title={t('settings.title')}
          description={canUpdate ? t('settings.description') : t('settings.adminsOnly')}
          footer={
            canUpdate && (
              <Button type="submit" loading={save.isPending} disabled={!dirty}>
                {t('actions.save')}
              </Button>
            )
          }
        >
          <fieldset disabled={!canUpdate || save.isPending} className="grid gap-4 sm:grid-cols-2">
            {form.formError && (
              <div className="sm:col-span-2">
                <Alert tone="error">{form.formError}</Alert>
              </div>
            )}
            <TextField
              label={t('fields.name')}
              value={values.name}
              onChange={(event) => set('name', event.target.value)}
              error={errors.name}
              maxLength={HELP_CENTER_NAME_MAX_LENGTH}
              required
            />
            <SelectField
              label={t('fields.language')}
              value={values.language}
              onChange={(event) => set('language', event.target.value as Fields['language'])}
            >
              {HELP_CENTER_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {t(`languages.${code}`)}
                </option>
              ))}
            </SelectField>
            <div className="sm:col-span-2">
              <DescriptionField value={values.description} onChange={(value) => set('description', value)} />
            </div>
            <TextField
              className="sm:col-span-2"
              label={t('fields.homepage')}
              hint={t('fields.homepageHint')}
              value={values.backToHomepageUrl}
              error={errors.backToHomepageUrl}
              onChange={(event) => set('backToHomepageUrl', event.target.value)}
              placeholder="https://www.example.com"
              inputMode="url"
            />
            <TextField
              className="sm:col-span-2"
              label={t('fields.customDomain')}
              hint={t('fields.customDomainHint')}
              value={values.customDomain}
              error={errors.customDomain}
              onChange={(event) => set('customDomain', event.target.value)}
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
                canCheck={canUpdate}
              />
            </div>
          )}
        </Section>
      </form>
      <AddressSection center={center} />
      <HelpCenterExportSection center={center} />
      {center.canDelete && <DeleteSection center={center} />}
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
