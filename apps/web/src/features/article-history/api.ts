import { articleRevisionsApi } from '@support/shared';
import { call } from '../../lib/client';

/** Thin typed calls of an article's history (issue 48 item 1), through the shared contract. */

export const REVISION_PAGE = 30;

export function fetchRevisions(id: string, cursor?: string) {
  return call(articleRevisionsApi.list, { params: { id }, query: { limit: REVISION_PAGE, cursor } });
}

export function fetchRevision(id: string, revisionId: string) {
  return call(articleRevisionsApi.get, { params: { id, revisionId } });
}

export function restoreRevision(id: string, revisionId: string) {
  return call(articleRevisionsApi.restore, { params: { id, revisionId } });
}
