import type { GlossaryEntry, GlossaryEntryRequest, GlossarySearchResult } from '@support/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/errors';
import { HttpError } from '../../../lib/http';
import { usePublicConfig } from '../../../lib/publicConfig';
import { upgradeCheckFromError } from '../../plans/upgrade';
import { useGenerateDefinition } from '../queries';
import { draftProblems, type EntryDraft, type EntryField, type FieldErrors, requestOf } from '../rules/form';
import { upgradeInstead } from './upgradeOver';

const FIELDS: readonly string[] = ['term', 'definition', 'negative', 'example'];

/** The field a refusal names: 409 GLOSSARY_TERM_TAKEN is the term's, a 400 says its `field`. */
function fieldOf(error: unknown): EntryField | null {
  if (!(error instanceof HttpError)) return null;
  const body = error.response.data as { code?: string; field?: string } | null;
  if (body?.code === 'GLOSSARY_TERM_TAKEN') return 'term';
  if (error.response.status === 400 && body?.field && FIELDS.includes(body.field))
    return body.field as EntryField;
  return null;
}

/**
 * The state of the add and edit dialogs: the draft, the checks before sending, the server's
 * refusals on their fields (a taken term on the term), the upgrade modal for a missing feature
 * or a full plan, and Generate definition.
 */
export function useEntryForm(
  initial: EntryDraft,
  save: (request: GlossaryEntryRequest) => Promise<GlossaryEntry>,
  onSaved: (entry: GlossaryEntry) => void,
) {
  const { t } = useTranslation('glossary');
  const navigate = useNavigate();
  const location = useLocation();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [results, setResults] = useState<GlossarySearchResult[] | null>(null);
  const [generateError, setGenerateError] = useState<string | null>(null);
  const definition = useGenerateDefinition();
  const aiMissing = usePublicConfig().data?.aiConfigured === false;

  const upgraded = (cause: unknown) => {
    const check = upgradeCheckFromError(cause);
    if (check) upgradeInstead(navigate, location, check);
    return Boolean(check);
  };

  const onChange = (field: EntryField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    setFormError(null);
    const problems = draftProblems(draft);
    if (Object.keys(problems).length) {
      setErrors({
        term: problems.term && t('form.termRequired'),
        definition: problems.definition && t('form.definitionRequired'),
        negative: problems.negative && t('form.negativeSameAsTerm'),
      });
      return;
    }
    setSaving(true);
    try {
      onSaved(await save(requestOf(draft)));
    } catch (cause) {
      if (upgraded(cause)) return;
      const field = fieldOf(cause);
      const message = errorMessage(cause, t('form.saveFailed'));
      if (field) setErrors((current) => ({ ...current, [field]: message }));
      else setFormError(message);
    } finally {
      setSaving(false);
    }
  };

  const generate = () => {
    setGenerateError(null);
    if (!draft.term.trim()) {
      setErrors((current) => ({ ...current, term: t('generate.needTerm') }));
      return;
    }
    definition.mutate(draft.term.trim(), {
      onSuccess: (answer) => {
        setDraft((current) => ({ ...current, definition: answer.definition }));
        setErrors((current) => ({ ...current, definition: undefined }));
        setResults(answer.searchResults);
      },
      onError: (cause) => {
        if (!upgraded(cause)) setGenerateError(errorMessage(cause, t('generate.failed')));
      },
    });
  };

  return {
    draft,
    errors,
    formError,
    saving,
    onChange,
    submit,
    generate: { run: generate, loading: definition.isPending, aiMissing, error: generateError, results },
  };
}
