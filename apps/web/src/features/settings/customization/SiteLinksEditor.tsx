import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { type LinkErrors, type LinkRow, newRowKey } from './draft';

/**
 * One list of links (the header's or the footer's): a label and an address per row, added,
 * changed, removed and moved with buttons (keyboard and screen readers need nothing more).
 */
export function SiteLinksEditor({
  name,
  rows,
  max,
  errors,
  disabled,
  onChange,
}: {
  /** The list's name, for the buttons' labels ("Header links"). */
  name: string;
  rows: LinkRow[];
  max: number;
  errors: Record<string, LinkErrors>;
  disabled: boolean;
  onChange: (rows: LinkRow[]) => void;
}) {
  const { t } = useTranslation('settings');
  const set = (index: number, change: Partial<LinkRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row!);
    onChange(next);
  };
  const add = () => onChange([...rows, { key: newRowKey(), label: '', url: '' }]);

  return (
    <div className="space-y-3">
      {rows.length === 0 && <p className="text-sm text-stone-500">{t('customization.links.none')}</p>}
      <ol className="space-y-3">
        {rows.map((row, index) => {
          const title = row.label.trim() || t('customization.links.untitled', { number: index + 1 });
          return (
            <li
              key={row.key}
              className="flex flex-col gap-2 rounded-lg bg-stone-50 p-3 sm:flex-row sm:items-start"
            >
              <TextField
                className="sm:w-44"
                label={t('customization.links.label')}
                value={row.label}
                maxLength={80}
                onChange={(event) => set(index, { label: event.target.value })}
                error={errors[row.key]?.label}
                disabled={disabled}
              />
              <TextField
                className="min-w-0 flex-1"
                label={t('customization.links.url')}
                value={row.url}
                placeholder="https://example.com/privacy"
                inputMode="url"
                onChange={(event) => set(index, { url: event.target.value })}
                error={errors[row.key]?.url}
                disabled={disabled}
              />
              <div className="flex gap-1 sm:pt-6">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => move(index, -1)}
                  disabled={disabled || index === 0}
                  aria-label={t('customization.links.moveUp', { title })}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => move(index, 1)}
                  disabled={disabled || index === rows.length - 1}
                  aria-label={t('customization.links.moveDown', { title })}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                  disabled={disabled}
                  aria-label={t('customization.links.remove', { title })}
                >
                  <Trash2 aria-hidden="true" className="size-4 text-red-600" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={add} disabled={disabled || rows.length >= max}>
          <Plus aria-hidden="true" className="size-4" />
          {t('customization.links.add', { name })}
        </Button>
        <span className="text-xs text-stone-500">
          {t('customization.links.count', { count: rows.length, max })}
        </span>
      </div>
    </div>
  );
}
