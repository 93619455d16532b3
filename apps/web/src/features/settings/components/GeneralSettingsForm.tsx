import {
  type ADDRESSING_STYLES,
  type FORMALITIES,
  type Organization,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
  ZUpdateOrganizationSettingsRequest,
} from '@support/shared';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Section } from '../../../components/ui/Section';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import { schemaErrors } from '../../../lib/form/schema';
import { useForm } from '../../../lib/form/useForm';
import { normalizeWebsiteUrl, showsGermanFormality } from '../../onboarding/flow';
import type { OrganizationSettingsUpdate } from '../api';
import { LANGUAGE_NAMES } from '../languages';
import { useUpdateOrganizationSettings } from '../queries';
import { initialTimeZone } from '../timeZones';
import { ChoiceGroup } from './ChoiceGroup';
import { RedactionTermsEditor } from './RedactionTermsEditor';
import { SelectField } from './SelectField';
import { TimeZoneField } from './TimeZoneField';

type AddressingStyle = (typeof ADDRESSING_STYLES)[number];
type Formality = (typeof FORMALITIES)[number];

/** Only the fields that differ are sent: PUT /organization/settings takes any subset. */
// The daily AI answers are saved on their own (AiAnswersSection), not with this form.
function changes(
  organization: Organization,
  next: Required<Omit<OrganizationSettingsUpdate, 'aiAnswersPerDay'>>,
) {
  const { settings } = organization;
  const body: OrganizationSettingsUpdate = {};
  if (next.name !== organization.name) body.name = next.name;
  if (next.websiteUrl !== organization.websiteUrl) body.websiteUrl = next.websiteUrl;
  if (next.sourceLanguage !== settings.sourceLanguage) body.sourceLanguage = next.sourceLanguage;
  if (next.addressingStyle !== settings.addressingStyle) body.addressingStyle = next.addressingStyle;
  if (next.formality !== settings.formality) body.formality = next.formality;
  if (next.redactionTerms.join('\n') !== settings.redactionTerms.join('\n'))
    body.redactionTerms = next.redactionTerms;
  if (next.hideTypedEmails !== settings.hideTypedEmails) body.hideTypedEmails = next.hideTypedEmails;
  if (next.zoomToAction !== (settings.zoomToAction ?? true)) body.zoomToAction = next.zoomToAction;
  if (next.timeZone !== settings.timeZone) body.timeZone = next.timeZone;
  return body;
}

type Fields = {
  name: string;
  website: string;
  sourceLanguage: SupportedLanguage;
  addressingStyle: AddressingStyle;
  formality: Formality;
  terms: string[];
  hideTypedEmails: boolean;
  zoomToAction: boolean;
  timeZone: string;
};

const bodyOf = (organization: Organization, values: Fields) =>
  changes(organization, {
    name: values.name.trim(),
    websiteUrl: normalizeWebsiteUrl(values.website) ?? null,
    sourceLanguage: values.sourceLanguage,
    addressingStyle: values.addressingStyle,
    formality: values.formality,
    redactionTerms: values.terms,
    hideTypedEmails: values.hideTypedEmails,
    zoomToAction: values.zoomToAction,
    translationLanguages: organization.settings.translationLanguages,
    timeZone: values.timeZone,
  });

export function GeneralSettingsForm({
  organization,
  canEdit,
}: {
  organization: Organization;
  canEdit: boolean;
}) {
  const { t } = useTranslation('settings');
  const update = useUpdateOrganizationSettings();
  const { settings } = organization;
  const form = useForm(
    (): Fields => ({
      name: organization.name,
      website: organization.websiteUrl ?? '',
      sourceLanguage: settings.sourceLanguage,
      addressingStyle: settings.addressingStyle,
      formality: settings.formality,
      terms: settings.redactionTerms,
      hideTypedEmails: settings.hideTypedEmails,
      zoomToAction: settings.zoomToAction ?? true,
      timeZone: initialTimeZone(settings, canEdit),
    }),
    // Checked with the request's own schema: what the server would refuse is named here first.
    (values) =>
      schemaErrors(ZUpdateOrganizationSettingsRequest, bodyOf(organization, values), {
        name: t('general.nameRequired'),
      }),
  );
  const { values, set } = form;
  // The zone suggested when the page opened (the browser's, for an organization still on UTC).
  const suggestedZone = form.first.timeZone;
  const body = bodyOf(organization, values);
  const dirty = Object.keys(body).length > 0;

  const onSubmit = form.submit(() =>
    update.mutate(body, {
      onSuccess: () => {
        if (body.websiteUrl) set('website', body.websiteUrl);
        toast.success(t('general.saved'));
      },
      onError: (cause) => form.setFormError(errorMessage(cause, t('general.failed'))),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {!canEdit && <Alert tone="info">{t('general.readOnly')}</Alert>}
      <Section title={t('general.organizationTitle')} description={t('general.organizationDescription')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('general.name')}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            readOnly={!canEdit}
            error={form.errors.name}
            maxLength={120}
          />
          <TextField
            label={t('general.website')}
            value={values.website}
            onChange={(event) => set('website', event.target.value)}
            readOnly={!canEdit}
            placeholder="www.example.com"
            inputMode="url"
            maxLength={500}
          />
          <TimeZoneField
            value={values.timeZone}
            saved={settings.timeZone}
            onChange={(zone) => set('timeZone', zone)}
            disabled={!canEdit}
            suggested={values.timeZone === suggestedZone && values.timeZone !== settings.timeZone}
          />
        </div>
      </Section>
      <Section title={t('general.writingTitle')} description={t('general.writingDescription')}>
        <div className="space-y-5">
          <SelectField
            label={t('general.sourceLanguage')}
            hint={t('general.sourceLanguageHint')}
            value={values.sourceLanguage}
            onChange={(event) => set('sourceLanguage', event.target.value as SupportedLanguage)}
            disabled={!canEdit}
            className="max-w-xs"
          >
            {SUPPORTED_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </SelectField>
          <ChoiceGroup
            label={t('general.addressingStyle')}
            value={values.addressingStyle}
            onChange={(style) => set('addressingStyle', style)}
            disabled={!canEdit}
            options={[
              { value: 'PERSONAL', label: t('general.personal'), hint: t('general.personalHint') },
              { value: 'IMPERSONAL', label: t('general.impersonal'), hint: t('general.impersonalHint') },
            ]}
          />
          {showsGermanFormality(values.sourceLanguage, values.addressingStyle) && (
            <ChoiceGroup
              label={t('general.formality')}
              value={values.formality}
              onChange={(value) => set('formality', value)}
              disabled={!canEdit}
              options={[
                { value: 'INFORMAL', label: t('general.informal'), hint: t('general.informalHint') },
                { value: 'FORMAL', label: t('general.formal'), hint: t('general.formalHint') },
              ]}
            />
          )}
          <label className="flex items-start gap-3 text-sm text-stone-700">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              checked={values.zoomToAction}
              disabled={!canEdit}
              onChange={(event) => set('zoomToAction', event.target.checked)}
            />
            <span>
              <span className="font-medium text-stone-900">{t('general.zoomToAction')}</span>
              <span className="block text-stone-500">{t('general.zoomToActionHint')}</span>
            </span>
          </label>
        </div>
      </Section>
      <Section title={t('general.redaction.title')} description={t('general.redaction.description')}>
        <RedactionTermsEditor
          terms={values.terms}
          onChange={(terms) => set('terms', terms)}
          disabled={!canEdit}
        />
        <label className="mt-4 flex items-start gap-3 text-sm text-stone-700">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-600"
            checked={values.hideTypedEmails}
            disabled={!canEdit}
            onChange={(event) => set('hideTypedEmails', event.target.checked)}
          />
          <span>
            <span className="font-medium text-stone-900">{t('general.redaction.hideTypedEmails')}</span>
            <span className="block text-stone-500">{t('general.redaction.hideTypedEmailsHint')}</span>
          </span>
        </label>
      </Section>
      {form.formError && <Alert>{form.formError}</Alert>}
      {canEdit && (
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending} disabled={!dirty}>
            {t('actions.saveChanges')}
          </Button>
        </div>
      )}
    </form>
  );
}
