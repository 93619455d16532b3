import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { reloadAfterPlanStart } from './queries';

describe('after a plan starts', () => {
  it('asks the requests refused without a plan again, so the article list shows instead of its error', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let hasPlan = false;
    // The article list, on screen, refused while the organization had no plan (403 NO_SUBSCRIPTION).
    const articles = new QueryObserver(queryClient, {
      queryKey: ['articles', 'list'],
      queryFn: async () => {
        if (!hasPlan) throw new Error('403 NO_SUBSCRIPTION');
        return ['Set up billing'];
      },
    });
    const stop = articles.subscribe(() => undefined);
    await expect.poll(() => articles.getCurrentResult().status).toBe('error');
    hasPlan = true;
    await reloadAfterPlanStart(queryClient);
    await expect.poll(() => articles.getCurrentResult().data).toEqual(['Set up billing']);
    stop();
    queryClient.clear();
  });
});
