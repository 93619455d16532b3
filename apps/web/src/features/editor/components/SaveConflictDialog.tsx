import type { Article } from '@support/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { type DiffMode, DiffModeSwitch, DiffView } from '../../article-history/components/DiffView';
import { useRevision } from '../../article-history/queries';
import { authorName } from '../../article-history/rules/labels';
import type { SaveConflict } from '../hooks/useDraftSaving';

/**
 * A save that found a newer revision by someone else (409 ARTICLE_CHANGED): their version beside
 * the writer's draft, and the writer keeps one by hand; nothing is overwritten before they choose.
 */
export function SaveConflictDialog({
  article,
  conflict,
  onKeepMine,
  onKeepTheirs,
  onDismiss,
}: {
  article: Article;
  conflict: SaveConflict;
  onKeepMine: (theirsAt: string) => void;
  onKeepTheirs: () => void;
  /** Closed without a choice: the draft stays, unsaved. */
  onDismiss: () => void;
}) {
  const { t } = useTranslation('history');
  const [mode, setMode] = useState<DiffMode>('side');
  const theirs = useRevision(article.id, conflict.revisionId);
  const labels = { before: t('conflict.theirs'), after: t('conflict.yours') };
  return (
    <Modal
      title={t('conflict.title')}
      size="4xl"
      onClose={onDismiss}
      footer={
        <>
          <Button variant="secondary" onClick={onKeepTheirs}>
            {t('conflict.keepTheirs')}
          </Button>
          <Button disabled={!theirs.data} onClick={() => theirs.data && onKeepMine(theirs.data.updatedAt)}>
            {t('conflict.keepMine')}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <p className="text-sm text-stone-600">
          {t('conflict.body', { name: theirs.data ? authorName(theirs.data, t) : t('conflict.someone') })}
        </p>
        <div className="flex justify-end">
          <DiffModeSwitch mode={mode} onChange={setMode} />
        </div>
        {theirs.data ? (
          <DiffView
            mode={mode}
            labels={labels}
            before={theirs.data}
            after={{ title: article.title, markdown: conflict.draft }}
          />
        ) : (
          <p className="flex items-center gap-2 text-sm text-stone-600">
            <Spinner className="size-4" />
            {t('conflict.loading')}
          </p>
        )}
      </div>
    </Modal>
  );
}
