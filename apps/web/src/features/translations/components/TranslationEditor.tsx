import type { Article, ArticleTranslation, SupportedLanguage } from '@support/shared';
import { Save } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import { useCodeMirror } from '../../editor/codemirror/useCodeMirror';
import { LanguageFlag } from '../../settings/components/LanguageFlag';
import { LANGUAGE_NAMES } from '../../settings/languages';
import { useEditTranslation } from '../queries';

const nothing = () => undefined;

type Props = {
  article: Article;
  sourceLanguage: SupportedLanguage;
  language: SupportedLanguage;
  /** null: nothing saved in this language yet; the text starts as a copy of the source. */
  translation: ArticleTranslation | null;
  onDone: () => void;
};

/**
 * A person writes one translation beside its source (issue 47): the source's title and markdown
 * read-only on one side, the translation's in the article editor's CodeMirror on the other (same
 * highlighting, lists and shortcuts; Ctrl/Cmd+S saves), side by side on wide screens and one above
 * the other on phones. Saved, it is "Edited": kept when the source changes. Its own chunk.
 */
export default function TranslationEditor({ article, sourceLanguage, language, translation, onDone }: Props) {
  const { t } = useTranslation('translations');
  const id = useId();
  const save = useEditTranslation(article.id);
  const start = translation ?? { title: article.title, content: article.content };
  const [title, setTitle] = useState(start.title ?? article.title);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const content = useRef(start.content);
  const host = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const name = LANGUAGE_NAMES[language];

  useCodeMirror(
    host,
    start.content,
    {
      save: () => form.current?.requestSubmit(),
      smartEdit: nothing,
      insertLink: nothing,
      addGlossaryEntry: nothing,
      change: (doc) => {
        content.current = doc;
      },
    },
    {
      placeholder: t('edit.placeholder'),
      label: t('edit.content', { language: name }),
      glossaryAvoid: () => '',
    },
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setTitleError(t('edit.titleRequired'));
      return;
    }
    setTitleError(null);
    setError(null);
    save.mutate(
      { language, title: title.trim(), content: content.current },
      {
        onSuccess: () => {
          toast.success(t('edit.saved'));
          onDone();
        },
        onError: (cause) => setError(errorMessage(cause, t('edit.failed'))),
      },
    );
  };

  return (
    <form ref={form} onSubmit={onSubmit} className="space-y-4" noValidate>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby={`${id}-source`} className="min-w-0 space-y-3" lang={sourceLanguage}>
          <h4 id={`${id}-source`} className="flex items-center gap-2 text-sm font-semibold text-stone-900">
            <LanguageFlag language={sourceLanguage} />
            {t('edit.source', { language: LANGUAGE_NAMES[sourceLanguage] })}
            <span className="font-normal text-stone-500">· {t('edit.readOnly')}</span>
          </h4>
          <p className="break-words rounded-lg bg-stone-50 px-3 py-2 text-sm font-medium text-stone-900 ring-1 ring-stone-200">
            {article.title}
          </p>
          {/* A named, focusable region: a keyboard can scroll a long source. */}
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable
            tabIndex={0}
            aria-label={t('edit.sourceText', { language: LANGUAGE_NAMES[sourceLanguage] })}
            className="max-h-[60vh] min-h-[40vh] overflow-auto rounded-lg bg-stone-50 px-3 py-2 ring-1 ring-stone-200 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <pre className="whitespace-pre-wrap break-words font-mono text-sm text-stone-700">
              {article.content}
            </pre>
          </section>
        </section>
        <section aria-labelledby={`${id}-target`} className="min-w-0 space-y-3" lang={language}>
          <h4 id={`${id}-target`} className="flex items-center gap-2 text-sm font-semibold text-stone-900">
            <LanguageFlag language={language} />
            {t('edit.target', { language: name })}
          </h4>
          <TextField
            label={t('edit.title')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={titleError}
            autoFocus
          />
          <div
            ref={host}
            className="rounded-lg border border-stone-300 bg-white px-3 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100 [&_.cm-content]:min-h-[40vh]"
          />
        </section>
      </div>
      <p className="text-sm text-stone-600">{t('edit.keptNote')}</p>
      {error && <Alert>{error}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          <Save aria-hidden="true" className="size-4" />
          {t('edit.save')}
        </Button>
      </div>
    </form>
  );
}
