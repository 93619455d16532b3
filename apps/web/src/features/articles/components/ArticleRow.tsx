import { type ArticleListItem, articleStatus } from '@support/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Globe, Languages, LifeBuoy, MessageSquare, Tag, Volume2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { preloadArticle } from '../preload';
import { creatorInitials, creatorName } from '../rules/fields';
import { articleHref, failureListKey } from '../rules/status';
import { formatCreatedAt, formatDateTime, languageName } from '../rules/time';
import { StatusIcon } from './StatusIcon';

/**
 * The languages the article can be read in: its source, then each translation with text
 * ("EN · DE"); the full names for the pointer and for screen readers.
 */
function LanguageBadge({ source, article }: { source: string; article: ArticleListItem }) {
  const { t, i18n } = useTranslation('articles');
  const languages = [source, ...article.translatedLanguages.filter((language) => language !== source)];
  const names = languages.map((language) => languageName(language, i18n.language)).join(', ');
  const label = languages.length > 1 ? t('list.languages', { languages: names }) : names;
  return (
    <Badge
      title={label}
      icon={languages.length > 1 ? <Languages aria-hidden="true" className="size-3.5" /> : undefined}
    >
      <span aria-hidden="true">{languages.map((language) => language.toUpperCase()).join(' · ')}</span>
      <span className="sr-only">{label}</span>
    </Badge>
  );
}

/** The row's checkbox of the bulk selection (issue 48): `range` when shift was held. */
export type RowSelection = { checked: boolean; onToggle: (range: boolean) => void };

/** One article of the list (spec 02 §2): status, title, time, badges and the creator's initials. */
export function ArticleRow({
  article,
  now,
  selection,
}: {
  article: ArticleListItem;
  now: Date;
  selection?: RowSelection;
}) {
  const { t, i18n } = useTranslation('articles');
  const status = articleStatus(article);
  const version = article.activeArticleVersion;
  const locale = i18n.language;
  const author = creatorName(article.creator);
  const shiftHeld = useRef(false);
  const queryClient = useQueryClient();

  return (
    <li className="flex items-stretch">
      {selection && (
        <span className="flex items-center pr-2 pl-4 sm:pl-5">
          <input
            type="checkbox"
            checked={selection.checked}
            // A checkbox's change comes from its click, which knows whether shift was held.
            onChange={(event) =>
              selection.onToggle((event.nativeEvent as MouseEvent).shiftKey === true || shiftHeld.current)
            }
            // Shift+Space from the keyboard: the click the browser makes of it may not carry the key.
            onKeyDown={(event) => {
              shiftHeld.current = event.shiftKey;
            }}
            onKeyUp={() => {
              shiftHeld.current = false;
            }}
            aria-label={t('bulk.selectRow', { title: article.title })}
            className="size-4 rounded border-stone-300 accent-brand-600"
          />
        </span>
      )}
      <Link
        to={articleHref(article)}
        // The article and its page's code load while the pointer rests here: the click opens it.
        onPointerEnter={() => preloadArticle(queryClient, article.id)}
        onFocus={() => preloadArticle(queryClient, article.id)}
        className="group flex min-w-0 flex-1 flex-col gap-2 px-4 py-3.5 transition hover:bg-stone-50 focus-visible:bg-stone-50 focus-visible:outline-none sm:flex-row sm:items-center sm:gap-4 sm:px-5"
      >
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span className="mt-0.5">
            <StatusIcon status={status} />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-stone-900 group-hover:text-brand-700">{article.title}</p>
            {status === 'failed' ? (
              <p className="mt-0.5 text-sm text-red-700">
                {t(`failure.list.${failureListKey(version?.failureReason)}`)}
              </p>
            ) : (
              <p className="mt-0.5 text-sm text-stone-500">
                <time dateTime={article.createdAt} title={formatDateTime(article.createdAt, locale)}>
                  {formatCreatedAt(article.createdAt, now, locale)}
                </time>
                {status === 'processing' && <span className="text-brand-700"> · {t('list.generating')}</span>}
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-1.5 pl-8 sm:flex-nowrap sm:pl-0">
          {article.tags.slice(0, 2).map((tag) => (
            <Badge key={tag.id} icon={<Tag aria-hidden="true" className="size-3" />}>
              {tag.name}
            </Badge>
          ))}
          {article.tags.length > 2 && (
            <Badge
              title={article.tags
                .slice(2)
                .map((tag) => tag.name)
                .join(', ')}
            >
              +{article.tags.length - 2}
            </Badge>
          )}
          {article.openCommentThreads > 0 && (
            <Badge
              title={t('list.openThreads', { count: article.openCommentThreads })}
              icon={<MessageSquare aria-hidden="true" className="size-3.5" />}
            >
              <span aria-hidden="true">{article.openCommentThreads}</span>
              <span className="sr-only">{t('list.openThreads', { count: article.openCommentThreads })}</span>
            </Badge>
          )}
          {article.isPubliclyShared && (
            <Badge tone="success" icon={<Globe aria-hidden="true" className="size-3.5" />}>
              {t('detail.published')}
            </Badge>
          )}
          {article.publicKnowledgeBaseArticleGroupId && (
            <Badge tone="brand" icon={<LifeBuoy aria-hidden="true" className="size-3.5" />}>
              {t('list.helpCenter')}
            </Badge>
          )}
          {version?.hasAudio && (
            <Badge tone="violet" icon={<Volume2 aria-hidden="true" className="size-3.5" />}>
              {t('list.audio')}
            </Badge>
          )}
          {version?.sourceLanguage && <LanguageBadge source={version.sourceLanguage} article={article} />}
          <span
            title={author ? t('list.createdBy', { name: author }) : undefined}
            className="ml-auto flex size-7 shrink-0 items-center justify-center rounded-full bg-stone-900 text-[11px] font-semibold text-white sm:ml-1"
          >
            <span aria-hidden="true">{creatorInitials(article.creator)}</span>
            {author && <span className="sr-only">{t('list.createdBy', { name: author })}</span>}
          </span>
        </div>
      </Link>
    </li>
  );
}
