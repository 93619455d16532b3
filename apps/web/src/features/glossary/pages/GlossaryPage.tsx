import type { GlossaryEntry } from '@support/shared';
import { BookA, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { useFeatureCheck } from '../../plans/queries';
import { openUpgrade } from '../../plans/upgrade';
import { AddEntryButton } from '../components/AddEntryButton';
import { DeleteEntryDialog } from '../components/DeleteEntryDialog';
import { GlossaryTable } from '../components/GlossaryTable';
import { useGlossaryEntries } from '../queries';
import { filterEntries } from '../rules/filter';

/** /glossary (spec 02 §2): the organization's entries in a table, with search, add, edit and delete. */
export default function GlossaryPage() {
  const { t } = useTranslation('glossary');
  const navigate = useNavigate();
  const location = useLocation();
  const entries = useGlossaryEntries();
  const check = useFeatureCheck('GLOSSARY').data;
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<GlossaryEntry | null>(null);

  const edit = (entry: GlossaryEntry) => {
    if (check && !check.hasAccess) openUpgrade(navigate, location, check);
    else navigate(`/glossary/edit?id=${entry.id}`, { state: { backgroundLocation: location, entry } });
  };
  const shown = entries.data ? filterEntries(entries.data, query) : [];
  const hasEntries = Boolean(entries.data?.length);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:px-8 sm:py-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{t('page.title')}</h1>
          <p className="mt-1 max-w-2xl text-sm text-stone-500">{t('page.subtitle')}</p>
        </div>
        {/* The empty state carries its own button: one is enough. */}
        {hasEntries && <AddEntryButton check={check} />}
      </header>
      {entries.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('page.loading')} className="space-y-2">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="h-14 animate-pulse rounded-lg bg-white ring-1 ring-stone-200" />
          ))}
        </div>
      ) : entries.isError ? (
        <div role="alert" className="rounded-xl bg-white px-6 py-12 text-center ring-1 ring-stone-200">
          <p className="text-sm font-semibold text-stone-900">{t('page.errorTitle')}</p>
          <p className="mt-1 text-sm text-stone-500">{t('page.errorText')}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void entries.refetch()}>
            {t('page.reload')}
          </Button>
        </div>
      ) : !hasEntries ? (
        <div className="flex flex-col items-center rounded-xl bg-white px-6 py-14 text-center ring-1 ring-stone-200">
          <BookA aria-hidden="true" className="size-10 text-brand-600" />
          <h2 className="mt-4 text-base font-semibold text-stone-900">{t('page.emptyTitle')}</h2>
          <p className="mt-1 max-w-md text-sm text-stone-500">{t('page.emptyText')}</p>
          <div className="mt-5">
            <AddEntryButton check={check} />
          </div>
        </div>
      ) : (
        <>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <label className="relative block w-full sm:max-w-sm">
              <span className="sr-only">{t('page.search')}</span>
              <Search
                aria-hidden="true"
                className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
              />
              <input
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t('page.searchPlaceholder')}
                className="h-10 w-full rounded-lg border border-stone-300 bg-white pr-3 pl-9 text-sm shadow-xs outline-none placeholder:text-stone-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
              />
            </label>
            <p className="text-sm text-stone-500" aria-live="polite">
              {t('page.count', { count: shown.length })}
            </p>
          </div>
          {shown.length === 0 ? (
            <p className="rounded-xl bg-white px-6 py-10 text-center text-sm text-stone-500 ring-1 ring-stone-200">
              {t('page.noMatches', { query: query.trim() })}
            </p>
          ) : (
            <GlossaryTable entries={shown} onEdit={edit} onDelete={setDeleting} />
          )}
        </>
      )}
      <DeleteEntryDialog entry={deleting} onDone={() => setDeleting(null)} />
    </div>
  );
}
