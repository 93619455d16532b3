import {
  type ADDRESSING_STYLES,
  type FORMALITIES,
  type Organization,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@support/shared';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Section } from '../../../components/ui/Section';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
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
  const [name, setName] = useState(organization.name);
  const [website, setWebsite] = useState(organization.websiteUrl ?? '');
  const [sourceLanguage, setSourceLanguage] = useState<SupportedLanguage>(settings.sourceLanguage);
  const [addressingStyle, setAddressingStyle] = useState<AddressingStyle>(settings.addressingStyle);
  const [formality, setFormality] = useState<Formality>(settings.formality);
  const [terms, setTerms] = useState(settings.redactionTerms);
  const [hideTypedEmails, setHideTypedEmails] = useState(settings.hideTypedEmails);
  const [zoomToAction, setZoomToAction] = useState(settings.zoomToAction ?? true);
  const [suggestedZone] = useState(() => initialTimeZone(settings, canEdit));
  const [timeZone, setTimeZone] = useState(suggestedZone);
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const body = changes(organization, {
    name: name.trim(),
    websiteUrl: normalizeWebsiteUrl(website) ?? null,
    sourceLanguage,
    addressingStyle,
    formality,
    redactionTerms: terms,
    hideTypedEmails,
    zoomToAction,
    translationLanguages: settings.translationLanguages,
    timeZone,
  });
  const dirty = Object.keys(body).length > 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!name.trim()) return setNameError(t('general.nameRequired'));
    setNameError(null);
    update.mutate(body, {
      onSuccess: () => {
        if (body.websiteUrl) setWebsite(body.websiteUrl);
        toast.success(t('general.saved'));
      },
      onError: (cause) => setError(errorMessage(cause, t('general.failed'))),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {!canEdit && <Alert tone="info">{t('general.readOnly')}</Alert>}
      <Section title={t('general.organizationTitle')} description={t('general.organizationDescription')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('general.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            readOnly={!canEdit}
            error={nameError}
            maxLength={120}
          />
          <TextField
            label={t('general.website')}
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
            readOnly={!canEdit}
            placeholder="www.example.com"
            inputMode="url"
            maxLength={500}
          />
          <TimeZoneField
            value={timeZone}
            saved={settings.timeZone}
            onChange={setTimeZone}
            disabled={!canEdit}
            suggested={timeZone === suggestedZone && timeZone !== settings.timeZone}
          />
        </div>
      </Section>
      <Section title={t('general.writingTitle')} description={t('general.writingDescription')}>
        <div className="space-y-5">
          <SelectField
            label={t('general.sourceLanguage')}
            hint={t('general.sourceLanguageHint')}
            value={sourceLanguage}
            onChange={(event) => setSourceLanguage(event.target.value as SupportedLanguage)}
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
            value={addressingStyle}
            onChange={setAddressingStyle}
            disabled={!canEdit}
            options={[
              { value: 'PERSONAL', label: t('general.personal'), hint: t('general.personalHint') },
              { value: 'IMPERSONAL', label: t('general.impersonal'), hint: t('general.impersonalHint') },
            ]}
          />
          {showsGermanFormality(sourceLanguage, addressingStyle) && (
            <ChoiceGroup
              label={t('general.formality')}
              value={formality}
              onChange={setFormality}
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
              checked={zoomToAction}
              disabled={!canEdit}
              onChange={(event) => setZoomToAction(event.target.checked)}
            />
            <span>
              <span className="font-medium text-stone-900">{t('general.zoomToAction')}</span>
              <span className="block text-stone-500">{t('general.zoomToActionHint')}</span>
            </span>
          </label>
        </div>
      </Section>
      <Section title={t('general.redaction.title')} description={t('general.redaction.description')}>
        <RedactionTermsEditor terms={terms} onChange={setTerms} disabled={!canEdit} />
        <label className="mt-4 flex items-start gap-3 text-sm text-stone-700">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-600"
            checked={hideTypedEmails}
            disabled={!canEdit}
            onChange={(event) => setHideTypedEmails(event.target.checked)}
          />
          <span>
            <span className="font-medium text-stone-900">{t('general.redaction.hideTypedEmails')}</span>
            <span className="block text-stone-500">{t('general.redaction.hideTypedEmailsHint')}</span>
          </span>
        </label>
      </Section>
      {error && <Alert>{error}</Alert>}
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
