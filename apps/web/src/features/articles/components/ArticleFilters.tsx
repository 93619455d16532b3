import clsx from 'clsx';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type ArticleFilters as Filters, VISIBILITY_FILTERS } from '../rules/filters';

/** Search box, visibility chips and a tag choice above the list; the server applies them. */
export function ArticleFilters({
  filters,
  tags,
  onChange,
}: {
  filters: Filters;
  tags: Array<{ id: string; name: string }>;
  onChange: (filters: Filters) => void;
}) {
  const { t } = useTranslation('articles');
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-500"
        />
        <input
          type="search"
          value={filters.query}
          onChange={(event) => onChange({ ...filters, query: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && filters.query) {
              event.stopPropagation();
              onChange({ ...filters, query: '' });
            }
          }}
          aria-label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          className="h-10 w-full rounded-lg border border-stone-300 bg-white pl-9 pr-9 text-sm shadow-xs outline-none placeholder:text-stone-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        />
        {filters.query && (
          <button
            type="button"
            onClick={() => onChange({ ...filters, query: '' })}
            aria-label={t('list.clearSearch')}
            className="absolute right-2 top-1/2 -translate-y-1/2 rounded p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-600"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <fieldset className="flex min-w-0 max-w-full overflow-x-auto rounded-lg bg-stone-100 p-0.5">
          <legend className="sr-only">{t('list.visibilityLabel')}</legend>
          {VISIBILITY_FILTERS.map((visibility) => (
            <button
              key={visibility}
              type="button"
              aria-pressed={filters.visibility === visibility}
              onClick={() => onChange({ ...filters, visibility })}
              className={clsx(
                'h-8 shrink-0 whitespace-nowrap rounded-md px-2.5 text-sm font-medium transition',
                filters.visibility === visibility
                  ? 'bg-white text-stone-900 shadow-xs ring-1 ring-stone-200'
                  : 'text-stone-600 hover:text-stone-900',
              )}
            >
              {t(`list.filters.${visibility}`)}
            </button>
          ))}
        </fieldset>
        {tags.length > 0 && (
          <select
            aria-label={t('list.tagLabel')}
            value={filters.tagId ?? ''}
            onChange={(event) => onChange({ ...filters, tagId: event.target.value || null })}
            className="h-9 max-w-48 rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-700 shadow-xs outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          >
            <option value="">{t('list.allTags')}</option>
            {tags.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.name}
              </option>
            ))}
          </select>
        )}
      </div>
    </div>
  );
}
