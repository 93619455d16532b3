import { FolderInput, Globe, GlobeLock, Tag, Trash2, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { BulkGroupDialog } from './BulkGroupDialog';
import { BulkTagDialog } from './BulkTagDialog';
import type { BulkRequest } from './useBulkAction';

type Dialog = 'group' | 'addTag' | 'removeTag' | 'delete' | null;
type Choice = Pick<BulkRequest, 'action' | 'names'>;

/**
 * Shown while articles are selected: how many, and the actions on all of them at once. Undo stays
 * here as long as the toast offers it, so it is in reach of the keyboard where the focus already is.
 */
export function BulkActionBar({
  ids,
  tags,
  busy,
  onRun,
  onUndo,
  onClear,
}: {
  ids: string[];
  tags: Array<{ id: string; name: string }>;
  busy: boolean;
  onRun: (request: BulkRequest) => void;
  onUndo: (() => void) | null;
  onClear: () => void;
}) {
  const { t } = useTranslation('articles');
  const [dialog, setDialog] = useState<Dialog>(null);
  const count = ids.length;
  const run = (choice: Choice) => {
    setDialog(null);
    onRun({ ...choice, ids });
  };
  const icon = 'size-4';
  return (
    <section
      aria-label={t('bulk.toolbar')}
      className="sticky top-2 z-10 flex items-center gap-2 rounded-xl bg-stone-900 px-3 py-2 text-white shadow-lg"
    >
      <p className="shrink-0 px-1 text-sm font-medium" aria-live="polite">
        {busy ? t('bulk.working', { count }) : t('bulk.selected', { count })}
      </p>
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-1.5">
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => run({ action: { type: 'publish' } })}
        >
          <Globe aria-hidden="true" className={icon} />
          {t('bulk.publish')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => run({ action: { type: 'unpublish' } })}
        >
          <GlobeLock aria-hidden="true" className={icon} />
          {t('bulk.unpublish')}
        </Button>
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => setDialog('group')}>
          <FolderInput aria-hidden="true" className={icon} />
          {t('bulk.moveToGroup')}
        </Button>
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => setDialog('addTag')}>
          <Tag aria-hidden="true" className={icon} />
          {t('bulk.addTag')}
        </Button>
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => setDialog('removeTag')}>
          {t('bulk.removeTag')}
        </Button>
        <Button size="sm" variant="danger" disabled={busy} onClick={() => setDialog('delete')}>
          <Trash2 aria-hidden="true" className={icon} />
          {t('bulk.delete')}
        </Button>
        {onUndo && (
          <Button size="sm" variant="secondary" onClick={onUndo}>
            <Undo2 aria-hidden="true" className={icon} />
            {t('bulk.undo')}
          </Button>
        )}
      </div>
      <button
        type="button"
        onClick={onClear}
        aria-label={t('bulk.clear')}
        title={t('bulk.clear')}
        className="shrink-0 self-start rounded p-1.5 text-stone-300 hover:bg-stone-800 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
      >
        <X aria-hidden="true" className={icon} />
      </button>
      {dialog === 'group' && <BulkGroupDialog onChoose={run} onClose={() => setDialog(null)} />}
      {(dialog === 'addTag' || dialog === 'removeTag') && (
        <BulkTagDialog mode={dialog} tags={tags} onChoose={run} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('bulk.deleteTitle', { count })}
        confirmLabel={t('bulk.deleteConfirm')}
        onConfirm={() => run({ action: { type: 'delete' } })}
        onCancel={() => setDialog(null)}
      >
        {t('bulk.deleteText')}
      </ConfirmDialog>
    </section>
  );
}
