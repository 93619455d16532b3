import {
  GLOSSARY_DEFINITION_MAX_LENGTH,
  GLOSSARY_EXAMPLE_MAX_LENGTH,
  GLOSSARY_NEGATIVE_MAX_LENGTH,
  GLOSSARY_TERM_MAX_LENGTH,
  type GlossarySearchResult,
} from '@support/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { TextField } from '../../../components/ui/TextField';
import type { EntryDraft, EntryField, FieldErrors } from '../rules/form';
import { GenerateButton, TermUsages } from './GenerateDefinition';
import { TextAreaField } from './TextAreaField';

type Props = {
  draft: EntryDraft;
  errors: FieldErrors;
  onChange: (field: EntryField, value: string) => void;
  generate: {
    run: () => void;
    loading: boolean;
    aiMissing: boolean;
    error: string | null;
    results: GlossarySearchResult[] | null;
  };
  disabled: boolean;
};

/** The four fields of a glossary entry (spec 02 §5) with Generate definition under the definition. */
export function EntryFields({ draft, errors, onChange, generate, disabled }: Props) {
  const { t } = useTranslation('glossary');
  return (
    <>
      <TextField
        label={t('form.term')}
        value={draft.term}
        onChange={(event) => onChange('term', event.target.value)}
        placeholder={t('form.termPlaceholder')}
        error={errors.term}
        maxLength={GLOSSARY_TERM_MAX_LENGTH}
        disabled={disabled}
        required
        autoFocus={!draft.term}
      />
      <TextAreaField
        label={t('form.definition')}
        value={draft.definition}
        onChange={(event) => onChange('definition', event.target.value)}
        placeholder={t('form.definitionPlaceholder')}
        error={errors.definition}
        maxLength={GLOSSARY_DEFINITION_MAX_LENGTH}
        rows={4}
        disabled={disabled || generate.loading}
        required
        autoFocus={Boolean(draft.term) && !draft.definition}
        hint={generate.aiMissing ? t('generate.aiMissing') : undefined}
        action={
          <GenerateButton onClick={generate.run} loading={generate.loading} aiMissing={generate.aiMissing} />
        }
      />
      {generate.error && <Alert>{generate.error}</Alert>}
      {generate.results && <TermUsages results={generate.results} />}
      <TextField
        label={t('form.negative')}
        value={draft.negative}
        onChange={(event) => onChange('negative', event.target.value)}
        placeholder={t('form.negativePlaceholder')}
        error={errors.negative}
        hint={t('form.negativeHint')}
        maxLength={GLOSSARY_NEGATIVE_MAX_LENGTH}
        disabled={disabled}
      />
      <TextAreaField
        label={t('form.example')}
        value={draft.example}
        onChange={(event) => onChange('example', event.target.value)}
        placeholder={t('form.examplePlaceholder')}
        error={errors.example}
        maxLength={GLOSSARY_EXAMPLE_MAX_LENGTH}
        rows={2}
        disabled={disabled}
      />
    </>
  );
}
