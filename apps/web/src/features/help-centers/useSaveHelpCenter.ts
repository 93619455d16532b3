import type { HelpCenter } from '@support/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { helpCenterKeys } from './queries';

/**
 * A change that answers with the whole help center: the answer becomes the cached help center at
 * once (every tab and the list card show it), then the list is read again in the background.
 */
export function useSaveHelpCenter<T>(save: (input: T) => Promise<HelpCenter>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (center) => {
      queryClient.setQueryData(helpCenterKeys.one(center.id), center);
      void queryClient.invalidateQueries({ queryKey: helpCenterKeys.list() });
    },
  });
}
