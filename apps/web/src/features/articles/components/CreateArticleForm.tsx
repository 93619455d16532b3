import { ARTICLE_TITLE_MAX_LENGTH, type BuiltInTemplate } from '@support/shared';
import clsx from 'clsx';
import { CircleHelp, FileText, LayoutTemplate, ListChecks, Megaphone, Wrench } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import { useArticleTemplates } from '../../article-templates/queries';
import { openUpgrade, upgradeCheckFromError } from '../../plans/upgrade';
import { useCreateManualArticle } from '../queries';

type Template = { id: 'none' | BuiltInTemplate; icon: ReactNode };

/**
 * Issue 48 item 4: No Template and the built-in templates (spec 02 §2 had FAQ and How-to disabled).
 * The server writes a template's text in the organization's language and tone.
 */
const TEMPLATES: Template[] = [
  { id: 'none', icon: <FileText aria-hidden="true" className="size-5" /> },
  { id: 'faq', icon: <CircleHelp aria-hidden="true" className="size-5" /> },
  { id: 'howTo', icon: <ListChecks aria-hidden="true" className="size-5" /> },
  { id: 'troubleshooting', icon: <Wrench aria-hidden="true" className="size-5" /> },
  { id: 'releaseNotes', icon: <Megaphone aria-hidden="true" className="size-5" /> },
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
  // 'none', a built-in template, or `saved:<id>` for one of the organization's own.
  const [template, setTemplate] = useState<Template['id'] | `saved:${string}`>('none');
  const saved = useArticleTemplates().data ?? [];
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
      template === 'none'
        ? { title: title.trim(), content: '' }
        : template.startsWith('saved:')
          ? { title: title.trim(), templateId: template.slice('saved:'.length) }
          : { title: title.trim(), template: template as BuiltInTemplate },
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
          {TEMPLATES.map((option) => (
            <TemplateOption
              key={option.id}
              value={option.id}
              icon={option.icon}
              label={t(`create.templates.${option.id}`)}
              text={t(`create.templates.${option.id}Text`)}
              checked={template === option.id}
              onChange={() => setTemplate(option.id)}
            />
          ))}
        </div>
        {saved.length > 0 && (
          <>
            <p className="mt-4 mb-2 text-xs font-medium uppercase tracking-wide text-stone-500">
              {t('create.savedTemplates')}
            </p>
            <div className="grid max-h-48 gap-2 overflow-y-auto p-0.5 sm:grid-cols-3">
              {saved.map((option) => (
                <TemplateOption
                  key={option.id}
                  value={`saved:${option.id}`}
                  icon={<LayoutTemplate aria-hidden="true" className="size-5" />}
                  label={option.name}
                  checked={template === `saved:${option.id}`}
                  onChange={() => setTemplate(`saved:${option.id}`)}
                />
              ))}
            </div>
          </>
        )}
      </fieldset>
      {error && <Alert>{error}</Alert>}
    </form>
  );
}

/** One choice of the template radio group: a card, marked when chosen. */
function TemplateOption({
  value,
  icon,
  label,
  text,
  checked,
  onChange,
}: {
  value: string;
  icon: ReactNode;
  label: string;
  text?: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label
      className={clsx(
        'relative flex cursor-pointer gap-3 rounded-xl p-3 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 sm:flex-col sm:gap-2',
        checked ? 'bg-brand-50/60 ring-2 ring-brand-500' : 'bg-white ring-1 ring-stone-200 hover:bg-stone-50',
      )}
    >
      <input
        type="radio"
        name="template"
        value={value}
        checked={checked}
        onChange={onChange}
        className="sr-only"
      />
      <span className={checked ? 'text-brand-600' : 'text-stone-500'}>{icon}</span>
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium text-stone-900">{label}</span>
        {text && <span className="mt-0.5 block text-xs text-stone-500">{text}</span>}
      </span>
    </label>
  );
}
