import { useQueryClient } from '@tanstack/react-query';
import { articleKeys } from '../../queries';

/** When the server has usually finished re-rendering a saved step's image, in milliseconds. */
const RENDER_CHECKS_MS = [2500, 7000];

/**
 * After a save the server renders the step's image in its job queue; the article answered at once
 * still carries the old one. Asking again a little later puts the new image into the step list.
 * Not cancelled on unmount: moving on to the next step should still get the new thumbnail.
 */
export function useRenderRefresh(articleId: string) {
  const queryClient = useQueryClient();
  return () => {
    for (const delay of RENDER_CHECKS_MS) {
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: articleKeys.detail(articleId), exact: true });
      }, delay);
    }
  };
}
