import { type GlossaryEntry, glossaryNegativeTerms } from '@support/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';

type Props = {
  entries: GlossaryEntry[];
  onEdit: (entry: GlossaryEntry) => void;
  onDelete: (entry: GlossaryEntry) => void;
};

/** The glossary as a table: term, definition with its example, the words to avoid, creator, actions. */
export function GlossaryTable({ entries, onEdit, onDelete }: Props) {
  const { t } = useTranslation('glossary');
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-stone-200">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-xs font-semibold uppercase tracking-wide text-stone-500">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t('table.term')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('table.definition')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('table.negative')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('table.creator')}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">{t('table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top">
              <th scope="row" className="px-4 py-3 font-semibold text-stone-900">
                {entry.term}
              </th>
              <td className="max-w-md px-4 py-3 text-stone-700">
                <p className="whitespace-pre-line">{entry.definition}</p>
                {entry.example && (
                  <p className="mt-1 text-stone-500">
                    <span className="font-medium">{t('table.example')}</span> <em>{entry.example}</em>
                  </p>
                )}
              </td>
              <td className="px-4 py-3">
                <ul className="flex flex-wrap gap-1">
                  {glossaryNegativeTerms(entry.negative).map((word) => (
                    <li
                      key={word}
                      className="rounded-md bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700 line-through ring-1 ring-red-200"
                    >
                      {word}
                    </li>
                  ))}
                </ul>
              </td>
              <td className="px-4 py-3 text-stone-600">{entry.creator?.name || t('table.unknownCreator')}</td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('table.edit', { term: entry.term })}
                    title={t('table.edit', { term: entry.term })}
                    onClick={() => onEdit(entry)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('table.delete', { term: entry.term })}
                    title={t('table.delete', { term: entry.term })}
                    onClick={() => onDelete(entry)}
                  >
                    <Trash2 aria-hidden="true" className="size-4 text-red-600" />
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
