import type { SupportedLanguage } from '@support/shared';
import { Languages, Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageStatus } from '../../../components/ui/PageStatus';
import { useArticleOutlet } from '../../articles/pages/ArticleLayout';
import { LanguageFlag } from '../../settings/components/LanguageFlag';
import { LANGUAGE_NAMES } from '../../settings/languages';
import { LanguageList } from '../components/LanguageList';
import { TranslatedArticle } from '../components/TranslatedArticle';
import { TranslationPanel } from '../components/TranslationPanel';
import { useArticleTranslations } from '../queries';
import { languageStates } from '../rules/status';

/** Nothing to translate into: where the languages are chosen. */
function NoLanguages() {
  const { t } = useTranslation('translations');
  const location = useLocation();
  return (
    <div className="mt-5 flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <Languages aria-hidden="true" className="size-9 text-stone-400" />
      <h2 className="font-semibold text-stone-900">{t('empty.noLanguagesTitle')}</h2>
      <p className="max-w-md text-sm text-stone-600">{t('empty.noLanguagesText')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link
          to="/translation-languages"
          state={{ backgroundLocation: location }}
          className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-brand-600 px-3.5 text-sm font-medium text-white hover:bg-brand-700"
        >
          <Languages aria-hidden="true" className="size-4" />
          {t('empty.addLanguages')}
        </Link>
        <Link
          to="/settings/translations"
          className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3.5 text-sm font-medium text-stone-700 ring-1 ring-inset ring-stone-300 hover:bg-stone-50"
        >
          <Settings2 aria-hidden="true" className="size-4" />
          {t('empty.settings')}
        </Link>
      </div>
    </div>
  );
}

/**
 * /articles/{articleId}/translations: every translation language with its state (spec 02 §4), the
 * chosen one's translated article with Edit (beside the source, `?edit=1`), Accept new machine
 * translation and Retry; polled while a job runs (§9).
 */
export default function TranslationsPage() {
  const { t } = useTranslation('translations');
  const { article } = useArticleOutlet();
  const query = useArticleTranslations(article.id);
  const [params, setParams] = useSearchParams();

  if (!query.data) {
    return (
      <div className="mt-5">
        <PageStatus error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const data = query.data;
  const states = languageStates(data);
  if (states.length === 0) return <NoLanguages />;

  const asked = params.get('lang');
  const selected =
    asked === data.sourceLanguage || states.some((state) => state.language === asked)
      ? (asked as SupportedLanguage)
      : (states[0]?.language ?? data.sourceLanguage);
  const selectedState = states.find((state) => state.language === selected);
  const select = (language: SupportedLanguage) => {
    const next = new URLSearchParams(params);
    next.set('lang', language);
    next.delete('edit');
    setParams(next, { replace: true });
  };
  // Writing beside the source takes the page's width: the language list steps aside meanwhile.
  const editing = Boolean(selectedState) && params.get('edit') === '1';
  const setEditing = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set('edit', '1');
    else next.delete('edit');
    setParams(next, { replace: true });
  };

  return (
    <div className="mt-5">
      <div className="mb-4 flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between sm:gap-6">
        <div>
          <h2 className="text-lg font-semibold text-stone-900">{t('page.title')}</h2>
          <p className="text-sm text-stone-600">{t('page.description')}</p>
        </div>
        <Link
          to="/settings/translations"
          className="shrink-0 whitespace-nowrap text-sm font-medium text-brand-700 hover:underline"
        >
          {t('page.manage')}
        </Link>
      </div>
      <div className={editing ? undefined : 'grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-6'}>
        {!editing && (
          <LanguageList
            sourceLanguage={data.sourceLanguage}
            states={states}
            selected={selected}
            onSelect={select}
          />
        )}
        {selectedState ? (
          <TranslationPanel
            key={selected}
            article={article}
            sourceLanguage={data.sourceLanguage}
            state={selectedState}
            editing={editing}
            setEditing={setEditing}
          />
        ) : (
          <section aria-labelledby="translation-source" className="min-w-0">
            <div className="rounded-xl bg-white shadow-xs ring-1 ring-stone-200">
              <div className="border-b border-stone-100 px-5 py-4">
                <h3
                  id="translation-source"
                  className="flex items-center gap-2 text-lg font-semibold text-stone-900"
                >
                  <LanguageFlag language={data.sourceLanguage} />
                  {LANGUAGE_NAMES[data.sourceLanguage]}
                </h3>
                <p className="mt-1 text-sm text-stone-600">
                  {t('page.sourceText')}{' '}
                  <Link
                    to={`/articles/${article.id}?tab=edit`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {t('page.editSource')}
                  </Link>
                </p>
              </div>
              <div className="px-5 py-6 sm:px-8">
                <TranslatedArticle
                  article={article}
                  title={article.title}
                  content={article.content}
                  lang={data.sourceLanguage}
                />
              </div>
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
