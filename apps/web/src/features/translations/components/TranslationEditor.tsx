import type { ArticleTranslation, SupportedLanguage } from '@support/shared';
import { Save } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import { useCodeMirror } from '../../editor/codemirror/useCodeMirror';
import { LANGUAGE_NAMES } from '../../settings/languages';
import { useEditTranslation } from '../queries';
import { LockSwitch } from './LockSwitch';

const nothing = () => undefined;

type Props = {
  articleId: string;
  language: SupportedLanguage;
  translation: ArticleTranslation;
  onDone: () => void;
};

/**
 * A person's edit of one translation: title, markdown in the article editor's CodeMirror (the
 * same highlighting, lists and shortcuts; Ctrl/Cmd+S saves) and the lock. Its own chunk.
 */
export default function TranslationEditor({ articleId, language, translation, onDone }: Props) {
  const { t } = useTranslation('translations');
  const save = useEditTranslation(articleId);
  const [title, setTitle] = useState(translation.title ?? '');
  const [titleError, setTitleError] = useState<string | null>(null);
  // Editing by hand is usually meant to last: the lock starts on, and can be switched off.
  const [locked, setLocked] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const content = useRef(translation.content);
  const host = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useCodeMirror(
    host,
    translation.content,
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
      label: t('edit.content', { language: LANGUAGE_NAMES[language] }),
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
      { language, title: title.trim(), content: content.current, locked },
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
      <TextField
        label={t('edit.title')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={titleError}
        autoFocus
      />
      <div>
        <p className="mb-1.5 text-sm font-medium text-stone-700" aria-hidden="true">
          {t('edit.contentLabel')}
        </p>
        <div
          ref={host}
          className="rounded-lg border border-stone-300 bg-white px-3 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100 [&_.cm-content]:min-h-[40vh]"
        />
      </div>
      <LockSwitch checked={locked} onChange={setLocked} />
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
