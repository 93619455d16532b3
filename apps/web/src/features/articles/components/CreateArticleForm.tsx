import { ARTICLE_TITLE_MAX_LENGTH } from '@support/shared';
import clsx from 'clsx';
import { CircleHelp, FileText, ListChecks } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import { openUpgrade, upgradeCheckFromError } from '../../plans/upgrade';
import { useCreateManualArticle } from '../queries';

type Template = { id: 'none' | 'faq' | 'howTo'; icon: ReactNode; enabled: boolean };

/** Spec 02 §2: only No Template can be chosen; FAQ and How-to are shown, disabled. */
const TEMPLATES: Template[] = [
  { id: 'none', icon: <FileText aria-hidden="true" className="size-5" />, enabled: true },
  { id: 'faq', icon: <CircleHelp aria-hidden="true" className="size-5" />, enabled: false },
  { id: 'howTo', icon: <ListChecks aria-hidden="true" className="size-5" />, enabled: false },
];

/**
 * The new-article form of the /articles/create modal and the /articles/new page. The title must
 * not be empty; on success the writer lands in the new article.
 */
export function CreateArticleForm({
  formId,
  onPendingChange,
}: {
  formId: string;
  onPendingChange?: (pending: boolean) => void;
}) {
  const { t } = useTranslation('articles');
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateManualArticle();
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!title.trim()) {
      setTitleError(t('create.titleRequired'));
      return;
    }
    onPendingChange?.(true);
    create.mutate(
      { title: title.trim(), content: '' },
      {
        onSuccess: ({ id }) => navigate(`/articles/${id}?tab=edit`, { replace: true }),
        onError: (cause) => {
          const check = upgradeCheckFromError(cause);
          if (check) openUpgrade(navigate, location, check);
          else setError(errorMessage(cause, t('create.failed')));
        },
        onSettled: () => onPendingChange?.(false),
      },
    );
  };

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        label={t('create.titleLabel')}
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          if (titleError && event.target.value.trim()) setTitleError(null);
        }}
        placeholder={t('create.titlePlaceholder')}
        error={titleError}
        maxLength={ARTICLE_TITLE_MAX_LENGTH}
        required
        autoFocus
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-stone-700">{t('create.template')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {TEMPLATES.map((template) => (
            <label
              key={template.id}
              className={clsx(
                'relative flex gap-3 rounded-xl p-3 ring-1 transition sm:flex-col sm:gap-2',
                template.enabled
                  ? 'cursor-pointer bg-brand-50/60 ring-2 ring-brand-500'
                  : 'cursor-not-allowed bg-stone-50 text-stone-500 ring-stone-200',
              )}
            >
              <input
                type="radio"
                name="template"
                value={template.id}
                checked={template.enabled}
                disabled={!template.enabled}
                readOnly
                className="sr-only"
              />
              <span className={template.enabled ? 'text-brand-600' : ''}>{template.icon}</span>
              <span className="min-w-0">
                <span className="flex items-center gap-2 text-sm font-medium text-stone-900">
                  <span className={template.enabled ? '' : 'text-stone-500'}>
                    {t(`create.templates.${template.id}`)}
                  </span>
                  {!template.enabled && (
                    <span className="rounded bg-stone-200 px-1.5 py-0.5 text-[10px] font-semibold uppercase text-stone-500">
                      {t('create.soon')}
                    </span>
                  )}
                </span>
                <span className="mt-0.5 block text-xs text-stone-500">
                  {t(`create.templates.${template.id}Text`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error && <Alert>{error}</Alert>}
    </form>
  );
}
