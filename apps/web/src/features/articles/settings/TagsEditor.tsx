import type { ArticleTag } from '@support/shared';
import clsx from 'clsx';
import { Check, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useAddOrganizationTag, useUpdateTags } from '../queries';
import { canAddTag, toggleTag } from '../rules/fields';

/**
 * The article's tags, chosen from the organization's (spec 02 §5): a click toggles a tag; a new
 * name is added to the organization and to the article at once.
 */
export function TagsEditor({
  articleId,
  selected,
  organizationTags,
}: {
  articleId: string;
  selected: ArticleTag[];
  organizationTags: ArticleTag[];
}) {
  const { t } = useTranslation('articles');
  const updateTags = useUpdateTags(articleId);
  const addTag = useAddOrganizationTag(articleId);
  const [name, setName] = useState('');
  const [error, setError] = useState<'add' | 'update' | null>(null);
  const selectedIds = selected.map((tag) => tag.id);
  const canAdd = canAddTag(name, organizationTags) && !addTag.isPending;

  const save = (tagIds: string[]) => {
    setError(null);
    updateTags.mutate(tagIds, { onError: () => setError('update') });
  };

  const add = () => {
    if (!canAdd) return;
    setError(null);
    addTag.mutate(name.trim(), {
      onSuccess: (tag) => {
        setName('');
        save([...selectedIds, tag.id]);
      },
      onError: () => setError('add'),
    });
  };

  const ordered = [...organizationTags].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className="space-y-3">
      {ordered.length === 0 ? (
        <p className="text-sm text-stone-500">{t('settings.noTags')}</p>
      ) : (
        <ul className="flex max-h-40 flex-wrap gap-1.5 overflow-y-auto">
          {ordered.map((tag) => {
            const on = selectedIds.includes(tag.id);
            return (
              <li key={tag.id}>
                <button
                  type="button"
                  aria-pressed={on}
                  disabled={updateTags.isPending}
                  onClick={() => save(toggleTag(selectedIds, tag.id))}
                  className={clsx(
                    'inline-flex h-7 items-center gap-1 rounded-full px-2.5 text-xs font-medium ring-1 ring-inset transition disabled:cursor-wait',
                    on
                      ? 'bg-brand-600 text-white ring-brand-600 hover:bg-brand-700'
                      : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50',
                  )}
                >
                  {on && <Check aria-hidden="true" className="size-3" />}
                  {tag.name}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          aria-label={t('settings.newTag')}
          placeholder={t('settings.newTag')}
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          className="h-9 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-2.5 text-sm shadow-xs outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        />
        <Button
          size="sm"
          variant="secondary"
          className="h-9"
          disabled={!canAdd}
          loading={addTag.isPending}
          onClick={add}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('settings.addTag')}
        </Button>
      </div>
      {error && <Alert>{t(error === 'add' ? 'settings.addTagFailed' : 'settings.tagsFailed')}</Alert>}
    </div>
  );
}
