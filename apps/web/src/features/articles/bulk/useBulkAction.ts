import type { BulkArticleAction, BulkArticlesResponse } from '@support/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { answerText, errorMessage } from '../../../lib/errors';
import { helpCenterKeys } from '../../help-centers/queries';
import { planKeys } from '../../plans/queries';
import * as api from '../api';
import { articleKeys } from '../queries';
import { showBulkToast } from './BulkToast';
import { refusalsOf, undoOf } from './outcome';

/** Issue 48: how long the toast (and the bar) offer Undo. */
export const UNDO_MS = 10_000;

/** A bulk action as the bar asks for it; `names` fill the toast's text (the group's, the tag's). */
export type BulkRequest = {
  action: BulkArticleAction;
  ids: string[];
  names?: { group?: string; tag?: string };
};
type PendingUndo = { run: () => void };

/**
 * Runs one bulk action (one request), then says what happened in a toast: how many changed, why
 * the others did not, and Undo for 10 s where there is an inverse. Refreshes what it changed.
 */
export function useBulkAction(onDeleted: (ids: string[]) => void) {
  const { t } = useTranslation('articles');
  const queryClient = useQueryClient();
  const [undo, setUndo] = useState<PendingUndo | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: (request: BulkRequest) => api.bulkArticles(request.ids, request.action),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: articleKeys.all }),
        queryClient.invalidateQueries({ queryKey: helpCenterKeys.all }),
        // A delete frees a unit of the plan's article count.
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
      ]),
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const describe = useCallback(
    (request: BulkRequest, answer: BulkArticlesResponse, undoing: boolean) => {
      const lines: string[] = [];
      if (answer.succeeded > 0) {
        const count = answer.succeeded;
        lines.push(
          undoing
            ? t('bulk.undone', { count })
            : t(`bulk.done.${request.action.type}`, { count, ...request.names }),
        );
      }
      if (answer.failed > 0) {
        const reasons = refusalsOf(answer)
          .map(
            ({ refusal, count }) =>
              `${answerText(refusal, refusal.message)}${count > 1 ? ` (${count})` : ''}`,
          )
          .join('; ');
        lines.push(t('bulk.failed', { count: answer.failed, reasons }));
      }
      return lines;
    },
    [t],
  );

  const run = useCallback(
    async (request: BulkRequest, undoing = false): Promise<void> => {
      clearTimeout(timer.current);
      setUndo(null);
      let answer: BulkArticlesResponse;
      try {
        answer = await mutation.mutateAsync(request);
      } catch (error) {
        toast.error(errorMessage(error, t('bulk.requestFailed')));
        return;
      }
      if (request.action.type === 'delete') {
        onDeleted(answer.results.filter((result) => result.ok).map((result) => result.id));
      }
      const inverse = undoing ? null : undoOf(request.action, answer);
      const toastId = showBulkToast({
        lines: describe(request, answer, undoing),
        tone: answer.succeeded === 0 ? 'error' : answer.failed > 0 ? 'warning' : 'success',
        undoLabel: t('bulk.undo'),
        duration: inverse ? UNDO_MS : 6000,
        onUndo: inverse ? () => pending.run() : undefined,
      });
      if (!inverse) return;
      const pending: PendingUndo = {
        run: () => {
          toast.dismiss(toastId);
          void run({ ...inverse, names: request.names }, true);
        },
      };
      setUndo(pending);
      timer.current = setTimeout(() => setUndo(null), UNDO_MS);
    },
    [describe, mutation, onDeleted, t],
  );

  return { run, undo, busy: mutation.isPending };
}
