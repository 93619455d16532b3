import type { Organization } from '@support/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Section } from '../../../components/ui/Section';
import { errorMessage } from '../../../lib/errors';
import { organizationKeys } from '../../organizations/queries';
import { Switch } from '../../steps/components/Switch';
import { updateReviewSetting } from '../api';

/** "Publishing needs review" (issue 48), on the organization's settings page; admins change it. */
export function ReviewSettingSection({
  organization,
  canEdit,
}: {
  organization: Organization;
  canEdit: boolean;
}) {
  const { t } = useTranslation('reviews');
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: updateReviewSetting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
  });
  const [error, setError] = useState<string | null>(null);
  const saved = organization.settings.publishingNeedsReview ?? false;
  const checked = update.isPending ? update.variables : saved;
  return (
    <Section title={t('settings.title')} description={t('settings.hint')}>
      <Switch
        label={t('settings.label')}
        checked={checked}
        disabled={!canEdit || update.isPending}
        onChange={(next) => {
          setError(null);
          update.mutate(next, {
            onError: (failure) => setError(errorMessage(failure, t('settings.failed'))),
          });
        }}
      />
      {error && <Alert>{error}</Alert>}
    </Section>
  );
}
