import type { HelpCenterGroups } from '@support/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import * as groupsApi from '../api';
import { helpCenterKeys } from '../queries';
import { articlePlacement, type DropTarget, groupPlacement } from '../rules/place';
import type { DropPosition } from '../rules/tree';

/**
 * The articles tab's changes to the tree. `run` sends a change and reads the tree again; `drop`
 * sends a drag as one placement (one request, one transaction) whose answer is the tree itself, so
 * a drag is one request, and a refused one leaves the tree as it was.
 */
export function useTreeChanges(helpCenterId: string) {
  const { t } = useTranslation('helpCenters');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const queryKey = helpCenterKeys.groups(helpCenterId);

  const run = async (work: () => Promise<unknown>, success?: string) => {
    setBusy(true);
    try {
      await work();
      if (success) toast.success(success);
    } catch (cause) {
      toast.error(errorMessage(cause, t('articles.failed')));
    } finally {
      await queryClient.invalidateQueries({ queryKey });
      setBusy(false);
    }
  };

  const drop = async (
    all: HelpCenterGroups,
    moved: { kind: 'group' | 'article'; id: string },
    target: DropTarget,
    position: DropPosition,
  ) => {
    const placement =
      moved.kind === 'group'
        ? groupPlacement(all, moved.id, target, position)
        : articlePlacement(all, moved.id, target, position);
    if (placement === 'intoDescendant') return void toast.error(t('articles.intoDescendant'));
    if (!placement) return;
    setBusy(true);
    try {
      queryClient.setQueryData(queryKey, await groupsApi.placeInTree(helpCenterId, placement));
    } catch (cause) {
      toast.error(errorMessage(cause, t('articles.failed')));
      // Someone else may have changed the tree meanwhile: show it as it is.
      await queryClient.invalidateQueries({ queryKey });
    } finally {
      setBusy(false);
    }
  };

  return { busy, run, drop };
}
