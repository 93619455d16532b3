import type { RevisionListItem } from '@support/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/Spinner';
import { formatDateTime } from '../../articles/rules/time';
import { useRevision } from '../queries';
import { type DiffMode, DiffModeSwitch, DiffView } from './DiffView';

/** The comparison of two revisions of the list, the older on the left (or struck through). */
export function RevisionCompare({
  articleId,
  older,
  newer,
}: {
  articleId: string;
  older: RevisionListItem;
  newer: RevisionListItem;
}) {
  const { t, i18n } = useTranslation('history');
  const [mode, setMode] = useState<DiffMode>('inline');
  const before = useRevision(articleId, older.id);
  const after = useRevision(articleId, newer.id);
  const when = (revision: RevisionListItem) => formatDateTime(revision.updatedAt, i18n.language);
  const labels = {
    before: t('diff.older', { when: when(older) }),
    after: t('diff.newer', { when: when(newer) }),
  };
  return (
    <section aria-label={t('compare')} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-700">
          {labels.before} → {labels.after}
        </p>
        <DiffModeSwitch mode={mode} onChange={setMode} />
      </div>
      {before.data && after.data ? (
        <DiffView
          mode={mode}
          labels={labels}
          before={{ ...before.data, stepCount: before.data.steps.length }}
          after={{ ...after.data, stepCount: after.data.steps.length }}
        />
      ) : (
        <p className="flex items-center gap-2 text-sm text-stone-600">
          <Spinner className="size-4" />
          {t('diff.loading')}
        </p>
      )}
    </section>
  );
}
