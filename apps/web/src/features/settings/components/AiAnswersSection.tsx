import { AI_ANSWERS_PER_DAY_DEFAULT, AI_ANSWERS_PER_DAY_MAX, type Organization } from '@support/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Section } from '../../../components/ui/Section';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import { useUpdateOrganizationSettings } from '../queries';

/**
 * The organization's daily budget of AI answers on its help centers (issue 43): each answer costs
 * a call to the AI service, so past it readers get search results and a note for the rest of the
 * day (UTC). It saves on its own, apart from the form above.
 */
export function AiAnswersSection({
  organization,
  canEdit,
}: {
  organization: Organization;
  canEdit: boolean;
}) {
  const { t } = useTranslation('settings');
  const update = useUpdateOrganizationSettings();
  const saved = organization.settings.aiAnswersPerDay ?? AI_ANSWERS_PER_DAY_DEFAULT;
  const [value, setValue] = useState(String(saved));
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const number = Number(value);
  const valid =
    value.trim() !== '' && Number.isInteger(number) && number >= 0 && number <= AI_ANSWERS_PER_DAY_MAX;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setError(null);
    setDone(false);
    update.mutate(
      { aiAnswersPerDay: number },
      {
        onSuccess: () => setDone(true),
        onError: (failure) => setError(errorMessage(failure, t('general.aiAnswers.failed'))),
      },
    );
  };

  return (
    <Section title={t('general.aiAnswers.title')} description={t('general.aiAnswers.description')}>
      <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={t('general.aiAnswers.perDay')}
          hint={t('general.aiAnswers.hint', { max: AI_ANSWERS_PER_DAY_MAX })}
          type="number"
          min={0}
          max={AI_ANSWERS_PER_DAY_MAX}
          step={1}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setDone(false);
          }}
          error={
            value.trim() !== '' && !valid
              ? t('general.aiAnswers.invalid', { max: AI_ANSWERS_PER_DAY_MAX })
              : null
          }
          readOnly={!canEdit}
          className="sm:w-64"
        />
        {canEdit && (
          <Button
            type="submit"
            variant="secondary"
            loading={update.isPending}
            disabled={!valid || number === saved}
          >
            {t('general.aiAnswers.save')}
          </Button>
        )}
      </form>
      {done && (
        <p className="mt-2 text-sm text-stone-600" role="status">
          {t('general.aiAnswers.saved')}
        </p>
      )}
      {!canEdit && <p className="mt-1 text-xs text-stone-500">{t('general.narration.adminOnly')}</p>}
      {error && <Alert>{error}</Alert>}
    </Section>
  );
}
