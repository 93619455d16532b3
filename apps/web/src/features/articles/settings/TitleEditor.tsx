import { ARTICLE_TITLE_MAX_LENGTH } from '@support/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useUpdateTitle } from '../queries';
import { canSaveTitle } from '../rules/fields';

/** Spec 02 §5: Save only for a trimmed, non-empty, changed title; Enter saves, Escape cancels. */
export function TitleEditor({ articleId, title }: { articleId: string; title: string }) {
  const { t } = useTranslation('articles');
  const update = useUpdateTitle(articleId);
  const [draft, setDraft] = useState(title);
  const [failed, setFailed] = useState(false);
  const [syncedTitle, setSyncedTitle] = useState(title);
  // A new title from the server (another tab, a refetch) replaces an untouched draft.
  if (title !== syncedTitle) {
    setSyncedTitle(title);
    if (draft.trim() === syncedTitle) setDraft(title);
  }
  const savable = canSaveTitle(draft, title);

  const save = () => {
    if (!savable || update.isPending) return;
    setFailed(false);
    update.mutate(draft.trim(), { onError: () => setFailed(true) });
  };

  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <input
          aria-label={t('settings.titleLabel')}
          value={draft}
          maxLength={ARTICLE_TITLE_MAX_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              setDraft(title);
              setFailed(false);
              event.currentTarget.blur();
            }
          }}
          className="h-9 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-2.5 text-sm shadow-xs outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        />
        <Button size="sm" className="h-9" disabled={!savable} loading={update.isPending} onClick={save}>
          {t('settings.saveTitle')}
        </Button>
      </div>
      {failed && <Alert>{t('settings.titleFailed')}</Alert>}
    </div>
  );
}
