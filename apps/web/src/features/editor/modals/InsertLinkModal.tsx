import { articleStatus } from '@support/shared';
import clsx from 'clsx';
import { FileText, Globe, Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { useArticles } from '../../articles/queries';
import { filterArticles, NO_FILTERS } from '../../articles/rules/filters';
import { buildMarkdownLink } from '../../articles/rules/links';
import { useCloseModal } from '../../settings/modalNavigation';
import { emitLinkInserted, type SelectionState } from '../events';

type LinkType = 'external' | 'article';

/** /insert-link (spec 02 §4, §5): an external URL or another article, inserted as `[text](target)`. */
export default function InsertLinkModal() {
  const { t } = useTranslation('editor');
  const close = useCloseModal();
  const location = useLocation();
  const selectedText = (location.state as SelectionState | null)?.selectedText ?? '';
  const formId = useId();
  const [text, setText] = useState(selectedText);
  const [type, setType] = useState<LinkType>('external');
  const [url, setUrl] = useState('');
  const [query, setQuery] = useState('');
  const [articleId, setArticleId] = useState<string | null>(null);
  const articles = useArticles();
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (type === 'article') search.current?.focus();
  }, [type]);
  const currentId = /^\/articles\/([^/]+)/.exec(
    (location.state as { backgroundLocation?: { pathname: string } } | null)?.backgroundLocation?.pathname ??
      '',
  )?.[1];
  const choices = useMemo(
    () =>
      filterArticles(articles.data?.articles ?? [], { ...NO_FILTERS, query }).filter(
        (article) => article.id !== currentId && articleStatus(article) === 'finished',
      ),
    [articles.data, query, currentId],
  );
  const chosen = articles.data?.articles.find((article) => article.id === articleId);
  const markdownLink = buildMarkdownLink(
    text,
    type === 'external' ? { type, url } : { type, articleId, articleTitle: chosen?.title },
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!markdownLink) return;
    emitLinkInserted(markdownLink);
    close();
  };

  return (
    <Modal
      title={t('link.title')}
      size="lg"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={!markdownLink}>
            {t('link.insert')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} className="space-y-4">
        <TextField label={t('link.text')} value={text} onChange={(event) => setText(event.target.value)} />
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="mb-1.5 text-sm font-medium text-stone-700">{t('link.type')}</legend>
          {(['external', 'article'] as const).map((option) => (
            <label
              key={option}
              className={clsx(
                'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2.5 text-sm font-medium ring-1 transition has-[:focus-visible]:ring-2',
                type === option
                  ? 'bg-brand-50 text-orange-800 ring-2 ring-brand-500'
                  : 'text-stone-700 ring-stone-300 hover:bg-stone-50',
              )}
            >
              <input
                type="radio"
                name="link-type"
                value={option}
                checked={type === option}
                onChange={() => setType(option)}
                className="sr-only"
              />
              {option === 'external' ? (
                <Globe aria-hidden="true" className="size-4" />
              ) : (
                <FileText aria-hidden="true" className="size-4" />
              )}
              {t(`link.${option}`)}
            </label>
          ))}
        </fieldset>
        {type === 'external' ? (
          <TextField
            label={t('link.url')}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://"
            inputMode="url"
            autoFocus
          />
        ) : (
          <div className="space-y-2">
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-500"
              />
              <input
                ref={search}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                aria-label={t('link.searchArticles')}
                placeholder={t('link.searchArticles')}
                className="h-10 w-full rounded-lg border border-stone-300 pl-9 pr-3 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
              />
            </div>
            <ul
              aria-label={t('link.chooseArticle')}
              className="max-h-60 overflow-y-auto rounded-lg ring-1 ring-stone-200"
            >
              {choices.length === 0 ? (
                <li className="px-3 py-4 text-center text-sm text-stone-500">{t('link.noArticles')}</li>
              ) : (
                choices.map((article) => (
                  <li key={article.id} className="border-b border-stone-100 last:border-b-0">
                    <button
                      type="button"
                      aria-pressed={article.id === articleId}
                      onClick={() => setArticleId(article.id)}
                      className={clsx(
                        'flex w-full items-center gap-2 px-3 py-2 text-left text-sm',
                        article.id === articleId
                          ? 'bg-brand-50 font-medium text-orange-800'
                          : 'text-stone-700 hover:bg-stone-50',
                      )}
                    >
                      <FileText aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
                      <span className="truncate">{article.title}</span>
                    </button>
                  </li>
                ))
              )}
            </ul>
          </div>
        )}
        {markdownLink && (
          <p className="truncate rounded-lg bg-stone-50 px-3 py-2 font-mono text-xs text-stone-600 ring-1 ring-stone-200">
            {markdownLink}
          </p>
        )}
      </form>
    </Modal>
  );
}
