import type { Revision, RevisionListItem } from '@support/shared';
import type { articleRevisions } from '../../db/schema/articleRevisions';
import { summaryOf } from './state';

type Row = Pick<
  typeof articleRevisions.$inferSelect,
  'id' | 'kind' | 'changes' | 'createdAt' | 'updatedAt'
> & {
  author: {
    id: string | null;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
  } | null;
};

export function presentRevisionItem(row: Row): RevisionListItem {
  const { author } = row;
  return {
    id: row.id,
    kind: row.kind,
    author: author?.id
      ? { id: author.id, firstName: author.firstName, lastName: author.lastName, email: author.email ?? '' }
      : null,
    summary: summaryOf(row.changes),
    changes: row.changes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The state as it was; step images by whether they had one, never by storage key. */
export function presentRevision(
  row: Row & Pick<typeof articleRevisions.$inferSelect, 'title' | 'markdown' | 'tags' | 'steps'>,
  /** Signed URLs by storage key. */
  urls: Map<string, string>,
): Revision {
  return {
    ...presentRevisionItem(row),
    title: row.title,
    markdown: row.markdown,
    tags: row.tags,
    steps: row.steps.map((step) => ({
      id: step.id,
      index: step.index,
      action: step.action,
      elementLabel: step.elementLabel,
      pageTitle: step.pageTitle,
      summary: step.summary,
      hasImage: Boolean(step.imageProcessedKey ?? step.imageRawKey),
      image: urls.get(step.imageProcessedKey ?? step.imageRawKey ?? '') ?? null,
    })),
  };
}
