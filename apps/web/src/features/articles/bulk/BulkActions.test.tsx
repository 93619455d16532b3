import type { BulkArticleResult, PublicGroup } from '@support/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../../app/AppToaster';
import { sampleHelpCenter } from '../../help-centers/testing';
import { sampleOrganization, sampleProfile } from '../../settings/testing';
import { isList, LIST, queryOf, row, serve } from '../listTesting';
import ArticlesPage from '../pages/ArticlesPage';
import { renderArticleScreen } from '../testing';

afterEach(cleanup);

const TAG = { id: '3f1e2d4c-5b6a-4978-8c9d-0e1f2a3b4c5d', name: 'billing' };
const center = sampleHelpCenter();
const GROUP: PublicGroup = {
  id: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d',
  helpCenterId: center.id,
  name: 'Basics',
  parentId: null,
  sortOrder: 0,
  icon: null,
  description: null,
  translations: {},
};

type Bulk = { ids: string[]; action: { type: string } & Record<string, unknown> };

const NOT_YOURS = {
  ok: false as const,
  code: 'FORBIDDEN' as const,
  message: 'Only the creator of this article or an admin can delete it',
};

/** The list over a fake server whose bulk call changes every article except the `refused` rows. */
function setUp(count: number, refused: number[] = []) {
  const articles = Array.from({ length: count }, (_, i) => row({ title: `Guide ${i + 1}` }));
  const refusals = new Map<string, BulkArticleResult>(
    refused.map((index) => [articles[index]!.id, { id: articles[index]!.id, ...NOT_YOURS }]),
  );
  const bulkCalls: Bulk[] = [];
  const calls = serve(
    articles,
    sampleProfile({ subscriptionType: 'REGULAR', hasPaidPlan: true }),
    (request) => {
      if (request.url === '/organization/active')
        return { status: 200, data: sampleOrganization({ tags: [TAG] }) };
      if (request.url === '/help-centers') return { status: 200, data: [center] };
      if (request.url === `/public-groups/help-centers/${center.id}/groups`)
        return { status: 200, data: { groups: [GROUP], articles: [] } };
      if (request.url === '/help-articles/bulk' && request.method === 'post') {
        const body = JSON.parse(request.data ?? '{}') as Bulk;
        bulkCalls.push(body);
        const results = body.ids.map((id) => refusals.get(id) ?? { id, ok: true as const, changed: true });
        const succeeded = results.filter((result) => result.ok).length;
        return { status: 200, data: { results, succeeded, failed: results.length - succeeded } };
      }
      return undefined;
    },
  );
  renderArticleScreen(
    <>
      <ArticlesPage />
      <AppToaster />
    </>,
    LIST,
  );
  return { articles, bulkCalls, calls };
}

const box = (title: string) => screen.getByRole('checkbox', { name: `Select ${title}` }) as HTMLInputElement;
const bar = () => screen.getByRole('region', { name: 'Actions for the selected articles' });

describe('bulk actions on the articles list', () => {
  it('selects a range with shift-click, publishes it in one request and undoes it from the toast', async () => {
    const { articles, bulkCalls } = setUp(6);
    await screen.findByText('Guide 6');
    expect(screen.queryByRole('region', { name: 'Actions for the selected articles' })).toBeNull();
    fireEvent.click(box('Guide 2'));
    fireEvent.click(box('Guide 5'), { shiftKey: true });
    expect(
      ['Guide 1', 'Guide 2', 'Guide 3', 'Guide 4', 'Guide 5', 'Guide 6'].map((t) => box(t).checked),
    ).toEqual([false, true, true, true, true, false]);
    // Shift-click on a selected row unselects from the last clicked row to it.
    fireEvent.click(box('Guide 4'), { shiftKey: true });
    expect(['Guide 2', 'Guide 3', 'Guide 4', 'Guide 5'].map((t) => box(t).checked)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    fireEvent.click(box('Guide 4'));
    expect(within(bar()).getByText('3 selected')).toBeTruthy();

    fireEvent.click(within(bar()).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('3 articles published')).toBeTruthy();
    expect(bulkCalls).toHaveLength(1);
    expect(bulkCalls[0]!.action).toEqual({ type: 'publish' });
    expect(bulkCalls[0]!.ids).toEqual(articles.slice(1, 4).map((a) => a.id));

    const toast = screen.getByText('3 articles published').closest('[role="status"]') as HTMLElement;
    fireEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone for 3 articles')).toBeTruthy();
    expect(bulkCalls[1]!.action).toEqual({ type: 'unpublish' });
    expect([...bulkCalls[1]!.ids].sort()).toEqual([...bulkCalls[0]!.ids].sort());
  }, 30_000);

  it('selects a range from the keyboard with Shift+Space', async () => {
    setUp(4);
    await screen.findByText('Guide 4');
    box('Guide 1').focus();
    fireEvent.click(box('Guide 1'));
    // What a browser does for Shift+Space on a checkbox: the key, then a click without the key.
    fireEvent.keyDown(box('Guide 3'), { key: ' ', shiftKey: true });
    fireEvent.click(box('Guide 3'));
    fireEvent.keyUp(box('Guide 3'), { key: ' ' });
    expect(['Guide 1', 'Guide 2', 'Guide 3', 'Guide 4'].map((t) => box(t).checked)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(within(bar()).getByText('3 selected')).toBeTruthy();
  }, 30_000);

  it('selects every article that matches the filter, also those not loaded yet, and starts over when it changes', async () => {
    const { calls } = setUp(62);
    await screen.findByText('Guide 50');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all articles that match' }));
    expect(await screen.findByText('62 selected')).toBeTruthy();
    const idsCall = calls.filter((call) => isList(call.url)).at(-1)!;
    expect(queryOf(idsCall.url).get('limit')).toBe('500');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search articles' }), {
      target: { value: 'Guide 6' },
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Actions for the selected articles' })).toBeNull(),
    );
    await waitFor(() => expect(screen.queryByText('Guide 5')).toBeNull());
    const all = screen.getByRole('checkbox', { name: 'Select all articles that match' }) as HTMLInputElement;
    fireEvent.click(all);
    // Every title with a 6 (6, 16, …, 56, 60, 61, 62): all loaded, so no further request.
    expect(await screen.findByText('9 selected')).toBeTruthy();
    expect(calls.filter((call) => queryOf(call.url).get('limit') === '500')).toHaveLength(1);
    expect(all.checked).toBe(true);
    fireEvent.click(all);
    expect(screen.queryByRole('region', { name: 'Actions for the selected articles' })).toBeNull();
  }, 30_000);

  it('deletes after a confirmation, says which could not be deleted and why, and offers no undo', async () => {
    const { bulkCalls } = setUp(3, [2]);
    await screen.findByText('Guide 3');
    fireEvent.click(box('Guide 1'));
    fireEvent.click(box('Guide 3'), { shiftKey: true });
    fireEvent.click(within(bar()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 3 articles?' });
    expect(bulkCalls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 articles deleted')).toBeTruthy();
    expect(
      screen.getByText('1 could not be changed: Only the creator of this article or an admin can delete it'),
    ).toBeTruthy();
    expect(bulkCalls).toHaveLength(1);
    expect(bulkCalls[0]!.action).toEqual({ type: 'delete' });
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    // The refused article stays selected; the deleted ones are no longer.
    expect(within(bar()).getByText('1 selected')).toBeTruthy();
  }, 30_000);

  it('moves the selection into a chosen help center group', async () => {
    const { articles, bulkCalls } = setUp(2);
    await screen.findByText('Guide 2');
    fireEvent.click(box('Guide 2'));
    fireEvent.click(box('Guide 1'));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Move to group…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to group' });
    const move = within(dialog).getByRole('button', { name: 'Move' }) as HTMLButtonElement;
    expect(move.disabled).toBe(true);
    fireEvent.change(await within(dialog).findByLabelText('Help center'), { target: { value: center.id } });
    fireEvent.change(await within(dialog).findByLabelText('Group'), { target: { value: GROUP.id } });
    fireEvent.click(move);
    expect(await screen.findByText('2 articles moved to Basics')).toBeTruthy();
    expect(bulkCalls[0]!.action).toEqual({ type: 'placeInGroup', groupId: GROUP.id });
    // In the list's order, whatever the order of the clicks: the group keeps it.
    expect(bulkCalls[0]!.ids).toEqual(articles.map((article) => article.id));
    // Moving has no undo (the old places were many).
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  }, 30_000);

  it('adds a tag with Undo in the bar too, where the keyboard already is', async () => {
    const { bulkCalls } = setUp(2);
    await screen.findByText('Guide 2');
    fireEvent.click(box('Guide 2'));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Add tag…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tag' });
    fireEvent.change(within(dialog).getByLabelText('Tag'), { target: { value: TAG.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Tag billing added to 1 article')).toBeTruthy();
    expect(bulkCalls[0]!.action).toEqual({ type: 'addTag', tag: TAG.id });
    fireEvent.click(within(bar()).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone for 1 article')).toBeTruthy();
    expect(bulkCalls[1]).toEqual({ ids: bulkCalls[0]!.ids, action: { type: 'removeTag', tag: TAG.id } });
  }, 30_000);
});
