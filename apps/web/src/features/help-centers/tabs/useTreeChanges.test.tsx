import type { HelpCenterGroups } from '@support/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { fakeApi } from '../../../testing/harness';
import { helpCenterKeys } from '../queries';
import { HELP_CENTER_ID } from '../testing';
import { useTreeChanges } from './useTreeChanges';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const [A, B, B1, X, Y, Z] = [1, 2, 3, 4, 5, 6].map(id) as [string, string, string, string, string, string];
const group = (groupId: string, parentId: string | null, sortOrder: number) => ({
  id: groupId,
  helpCenterId: HELP_CENTER_ID,
  name: groupId,
  parentId,
  sortOrder,
  icon: null,
  description: null,
  translations: {},
});
const article = (articleId: string, groupId: string | null, sortOrder: number) => ({
  id: articleId,
  title: articleId,
  isPubliclyShared: true,
  publicKnowledgeBaseArticleGroupId: groupId,
  sortOrder,
});
/** A (articles X, Y) and B (group B1) at the top; Z in no group. */
const TREE: HelpCenterGroups = {
  groups: [group(A, null, 0), group(B, null, 1), group(B1, B, 0)],
  articles: [article(X, A, 0), article(Y, A, 1), article(Z, null, 0)],
};
const PLACE_URL = `/public-groups/help-centers/${HELP_CENTER_ID}/place`;

beforeAll(() => {
  sessionStorage.setItem('lang', 'en');
  initI18n();
});

async function setup(reply: { status: number; data?: unknown } = { status: 200, data: TREE }) {
  const calls = fakeApi((request) => (request.url === PLACE_URL ? reply : undefined));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(helpCenterKeys.groups(HELP_CENTER_ID), TREE);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>{children}</Suspense>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useTreeChanges(HELP_CENTER_ID), { wrapper });
  // The hook's texts load first (the catalogue is lazy).
  await waitFor(() => expect(result.current).toBeTruthy());
  return {
    calls,
    queryClient,
    drop: (...args: Parameters<typeof result.current.drop>) => act(() => result.current.drop(...args)),
  };
}

describe('a drag in the articles tab', () => {
  it('is one request that moves and orders at once, and its answer is the tree shown', async () => {
    const cases: Array<[Parameters<Awaited<ReturnType<typeof setup>>['drop']>, object]> = [
      // A group dropped after a group of another parent: moved and put second there.
      [
        [TREE, { kind: 'group', id: A }, { kind: 'group', id: B1 }, 'after'],
        { kind: 'group', id: A, parentId: B, index: 1 },
      ],
      [
        [TREE, { kind: 'group', id: B1 }, 'root', 'inside'],
        { kind: 'group', id: B1, parentId: null, index: 2 },
      ],
      [
        [TREE, { kind: 'group', id: B }, { kind: 'group', id: A }, 'inside'],
        { kind: 'group', id: B, parentId: A, index: 0 },
      ],
      [
        [TREE, { kind: 'article', id: Y }, { kind: 'article', id: X }, 'before'],
        { kind: 'article', id: Y, parentId: A, index: 0 },
      ],
      [
        [TREE, { kind: 'article', id: Z }, { kind: 'article', id: Y }, 'before'],
        { kind: 'article', id: Z, parentId: A, index: 1 },
      ],
      [
        [TREE, { kind: 'article', id: Z }, { kind: 'group', id: B }, 'inside'],
        { kind: 'article', id: Z, parentId: B, index: 0 },
      ],
      [
        [TREE, { kind: 'article', id: X }, 'unassigned', 'inside'],
        { kind: 'article', id: X, parentId: null, index: 0 },
      ],
    ];
    for (const [args, body] of cases) {
      const answer = { ...TREE, groups: [...TREE.groups].reverse() };
      const { calls, queryClient, drop } = await setup({ status: 200, data: answer });
      await drop(...args);
      expect(calls, JSON.stringify(body)).toEqual([{ method: 'POST', url: PLACE_URL, body }]);
      expect(queryClient.getQueryData(helpCenterKeys.groups(HELP_CENTER_ID))).toEqual(answer);
    }
  });

  it('sends nothing for a drop that changes nothing or puts a group below itself', async () => {
    for (const args of [
      [TREE, { kind: 'group', id: A }, 'root', 'inside'],
      [TREE, { kind: 'group', id: A }, { kind: 'group', id: B }, 'before'],
      [TREE, { kind: 'group', id: B }, { kind: 'group', id: B1 }, 'inside'],
      [TREE, { kind: 'article', id: X }, { kind: 'article', id: Y }, 'before'],
      [TREE, { kind: 'article', id: X }, { kind: 'group', id: A }, 'inside'],
      [TREE, { kind: 'article', id: Z }, 'unassigned', 'inside'],
    ] as Array<Parameters<Awaited<ReturnType<typeof setup>>['drop']>>) {
      const { calls, drop } = await setup();
      await drop(...args);
      expect(calls, JSON.stringify(args.slice(1))).toEqual([]);
    }
  });

  it('a refused drop is one request, then the tree is read again as it is', async () => {
    const { calls, drop } = await setup({
      status: 400,
      data: { message: 'Position 9 is past the end', code: 'INVALID_POSITION' },
    });
    await drop(TREE, { kind: 'article', id: Z }, { kind: 'group', id: B }, 'inside');
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(1);
  });
});
