import { HELP_CENTER_SLUG_MAX_LENGTH, type HelpCenter, ZHelpCenterSlug } from '@support/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Section } from '../../../components/ui/Section';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import { changeSlug } from '../api';
import { useSaveHelpCenter } from '../useSaveHelpCenter';
import { CopyButton } from './CopyButton';

/**
 * The help center's address (issue 51 item 9): admins change it after a confirmation that says the
 * old one keeps working. The server redirects the old address for a year and keeps it from others.
 */
export function AddressSection({ center }: { center: HelpCenter }) {
  const { t } = useTranslation('helpCenters');
  const [slug, setSlug] = useState(center.slug);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const save = useSaveHelpCenter((wanted: string) => changeSlug(center.id, wanted));
  const wanted = slug.trim().toLowerCase();

  const ask = () => {
    const parsed = ZHelpCenterSlug.safeParse(slug);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t('settings.slugInvalid'));
    if (parsed.data === center.slug) return;
    setAsking(parsed.data);
  };
  const confirm = () => {
    const target = asking;
    if (!target) return;
    save.mutate(target, {
      onSuccess: (saved) => {
        setAsking(null);
        setSlug(saved.slug);
        toast.success(t('settings.slugChanged'));
      },
      onError: (cause) => {
        setAsking(null);
        setError(errorMessage(cause, t('settings.slugFailed')));
      },
    });
  };

  return (
    <Section title={t('settings.addressTitle')} description={t('settings.addressDescription')}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          className="flex-1"
          label={t('fields.slug')}
          value={slug}
          onChange={(event) => {
            setSlug(event.target.value);
            setError(null);
          }}
          error={error}
          readOnly={!center.canUpdate}
          maxLength={HELP_CENTER_SLUG_MAX_LENGTH}
          autoCapitalize="none"
          spellCheck={false}
        />
        <CopyButton text={center.slug} label={t('settings.copySlug')} feedbackMs={2000} />
        {center.canUpdate && (
          <Button variant="secondary" onClick={ask} disabled={wanted === center.slug || save.isPending}>
            {t('settings.changeSlug')}
          </Button>
        )}
      </div>
      <p className="mt-2 text-xs text-stone-500">{t('settings.slugRedirects')}</p>
      {save.isError && !error && <Alert tone="error">{t('settings.slugFailed')}</Alert>}
      <ConfirmDialog
        open={asking !== null}
        title={t('settings.changeSlugTitle')}
        confirmLabel={t('settings.changeSlug')}
        tone="primary"
        loading={save.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking ? t('settings.changeSlugText', { from: center.slug, to: asking }) : null}
      </ConfirmDialog>
    </Section>
  );
}
