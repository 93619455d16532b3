import type { Article } from '@support/shared';
import { ChartColumn, Check, Copy, ExternalLink, EyeOff } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { useArticleTranslations } from '../../translations/queries';
import { languageStates } from '../../translations/rules/status';
import { useSharingStats, useUnpublish } from '../queries';
import { shareLinks } from '../rules/share';
import { languageName } from '../rules/time';
import { SharedLinkProtection } from './SharedLinkProtection';
import { useCopyFeedback } from './useCopyFeedback';

/** The published article's links per language, its sharing statistics and Unpublish Article. */
export function SharePopover({ article, onUnpublished }: { article: Article; onUnpublished: () => void }) {
  const { t, i18n } = useTranslation('articles');
  const unpublish = useUnpublish(article.id);
  const stats = useSharingStats(article.id, true);
  const { copied, copy } = useCopyFeedback();
  // Spec 02 §4: translations are fetched only for a shared article, and polled while jobs run.
  const translations = useArticleTranslations(article.id, article.isPubliclyShared);
  const links = shareLinks({
    origin: window.location.origin,
    sharingId: article.sharingId,
    sourceLanguage: article.activeArticleVersion?.sourceLanguage ?? 'en',
    sourceContent: article.content,
    translations: translations.data
      ? languageStates(translations.data).map((state) => ({
          language: state.language,
          content: state.ready ? (state.translation?.content ?? null) : null,
          failed: state.status === 'FAILED',
          notTranslated: state.translation?.state === 'NOT_TRANSLATED' && state.status === 'NONE',
        }))
      : [],
  });

  const onCopy = (language: string, url: string) =>
    copy(language, url).catch(() => toast.error(t('share.copyFailed')));

  return (
    <div
      role="dialog"
      aria-label={t('share.copyLink')}
      className="fixed inset-x-3 bottom-3 z-40 overflow-hidden rounded-xl bg-white shadow-2xl ring-1 ring-stone-200 sm:absolute sm:inset-x-auto sm:bottom-auto sm:right-0 sm:z-30 sm:mt-2 sm:w-96 sm:shadow-lg"
    >
      <div className="border-b border-stone-100 px-4 py-3">
        <p className="text-sm font-semibold text-stone-900">{t('share.linksTitle')}</p>
        <p className="mt-0.5 text-xs text-stone-500">{t('share.linksText')}</p>
      </div>
      {article.sharedLinkProtection && (
        <SharedLinkProtection articleId={article.id} protection={article.sharedLinkProtection} />
      )}
      <ul className="divide-y divide-stone-100">
        {links.map((link) => (
          <li key={link.language} className="flex items-center gap-3 px-4 py-2.5">
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-stone-800">
                {languageName(link.language, i18n.language)}
              </p>
              <p className="truncate text-xs text-stone-500">
                {link.ready
                  ? link.url
                  : t(
                      link.empty
                        ? 'share.empty'
                        : link.failed
                          ? 'share.failed'
                          : link.notTranslated
                            ? 'share.notTranslated'
                            : 'share.processing',
                    )}
              </p>
            </div>
            <Button
              size="sm"
              variant={copied === link.language ? 'secondary' : 'primary'}
              disabled={!link.ready}
              onClick={() => void onCopy(link.language, link.url)}
              aria-label={`${t('share.copyLink')} (${languageName(link.language, i18n.language)})`}
            >
              {copied === link.language ? (
                <>
                  <Check aria-hidden="true" className="size-4 text-green-600" />
                  {t('share.copied')}
                </>
              ) : (
                <>
                  <Copy aria-hidden="true" className="size-4" />
                  {t('share.copy')}
                </>
              )}
            </Button>
            {link.ready ? (
              <a
                href={link.url}
                target="_blank"
                rel="noreferrer"
                aria-label={t('share.open')}
                title={t('share.open')}
                className="rounded-md p-1.5 text-stone-500 hover:bg-stone-100 hover:text-stone-800"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            ) : (
              <span aria-hidden="true" className="p-1.5 text-stone-300">
                <ExternalLink className="size-4" />
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-2 gap-px border-y border-stone-100 bg-stone-100">
        {(['views', 'visitors'] as const).map((kind) => (
          <div key={kind} className="bg-white px-4 py-3">
            <p className="text-xs text-stone-500">{t(`share.${kind}`)}</p>
            <p className="mt-0.5 text-lg font-semibold tabular-nums text-stone-900">
              {stats.data ? (kind === 'views' ? stats.data.totalViews : stats.data.uniqueVisitors) : '–'}
            </p>
          </div>
        ))}
      </div>
      <div className="flex items-center justify-between gap-2 px-4 py-3">
        <Link
          to="/analytics"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
        >
          <ChartColumn aria-hidden="true" className="size-4" />
          {t('share.analytics')}
        </Link>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          loading={unpublish.isPending}
          onClick={() =>
            unpublish.mutate(undefined, {
              onSuccess: () => {
                toast.success(t('share.unpublished'));
                onUnpublished();
              },
              onError: (cause) => {
                console.error('unpublish failed', cause);
                toast.error(t('share.unpublishFailed'));
              },
            })
          }
        >
          <EyeOff aria-hidden="true" className="size-4" />
          {t('share.unpublish')}
        </Button>
      </div>
    </div>
  );
}
