import type { Organization } from '@support/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Section } from '../../../components/ui/Section';
import { errorMessage } from '../../../lib/errors';
import { Switch } from '../../steps/components/Switch';
import { useUpdateAudioSharing } from '../queries';

/**
 * Whether public pages offer narrated articles' audio (issue 17). Off until an admin allows it: a
 * voice is personal data. It saves on its own, apart from the form above.
 */
export function AudioSharingSection({
  organization,
  canEdit,
}: {
  organization: Organization;
  canEdit: boolean;
}) {
  const { t } = useTranslation('settings');
  const update = useUpdateAudioSharing();
  const [error, setError] = useState<string | null>(null);
  const saved = organization.settings.shareAudio ?? false;
  const checked = update.isPending ? update.variables : saved;

  const onChange = (next: boolean) => {
    setError(null);
    update.mutate(next, {
      onError: (failure) => setError(errorMessage(failure, t('general.narration.failed'))),
    });
  };

  return (
    <Section title={t('general.narration.title')} description={t('general.narration.description')}>
      <Switch
        label={t('general.narration.shareAudio')}
        hint={t('general.narration.shareAudioHint')}
        checked={checked}
        disabled={!canEdit || update.isPending}
        onChange={onChange}
      />
      {!canEdit && <p className="mt-1 text-xs text-stone-500">{t('general.narration.adminOnly')}</p>}
      {error && <Alert>{error}</Alert>}
    </Section>
  );
}
