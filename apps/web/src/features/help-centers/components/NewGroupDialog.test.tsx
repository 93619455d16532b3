import type { PublicGroup } from '@support/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/harness';
import ArticlesTab from '../tabs/ArticlesTab';
import { HELP_CENTER_ID, renderHelpCenterTab, tabBasics } from '../testing';

afterEach(cleanup);

const GROUPS_URL = `/public-groups/help-centers/${HELP_CENTER_ID}/groups`;
const BILLING: PublicGroup = {
  id: '4f2b8c1a-2d3e-4f5a-8b6c-7d8e9f0a1b2c',
  helpCenterId: HELP_CENTER_ID,
  name: 'Billing',
  parentId: null,
  sortOrder: 0,
  icon: null,
  description: null,
  translations: {},
};
const writes = (calls: Array<{ method: string }>) => calls.filter((call) => call.method !== 'GET');

function groupsApi() {
  const groups = [BILLING];
  return fakeApi((request) => {
    if (request.url === GROUPS_URL && request.method === 'get')
      return { status: 200, data: { groups: [...groups], articles: [] } };
    if (request.url === GROUPS_URL && request.method === 'post') {
      const body = JSON.parse(request.data ?? '{}') as { name: string; parentId: string | null };
      const made = {
        id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        helpCenterId: HELP_CENTER_ID,
        name: body.name,
        parentId: body.parentId,
        sortOrder: 1,
        icon: null,
        description: null,
        translations: {},
      };
      groups.push(made);
      return { status: 201, data: made };
    }
    const card = /^\/public-groups\/groups\/([^/]+)\/card$/.exec(request.url);
    if (card && request.method === 'put') {
      const group = groups.find((candidate) => candidate.id === card[1])!;
      Object.assign(group, JSON.parse(request.data ?? '{}'));
      return { status: 200, data: group };
    }
    return tabBasics(request);
  });
}

describe('New Group', () => {
  it('asks for the name first and creates the group under it', async () => {
    const calls = groupsApi();
    renderHelpCenterTab('articles', <ArticlesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'New Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    // Nothing is made before a name is given.
    expect(writes(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText('Group name cannot be empty')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Group name'), { target: { value: ' billing ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText('A group with this name already exists')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Group name'), { target: { value: '  Refunds ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      { method: 'POST', url: GROUPS_URL, body: { name: 'Refunds', parentId: null } },
    ]);
    expect(await screen.findByText('Refunds')).toBeTruthy();
  }, 30_000);

  it('names the group a sub-group goes into, and cancelling makes nothing', async () => {
    const calls = groupsApi();
    renderHelpCenterTab('articles', <ArticlesTab />);
    await screen.findByText('Billing');
    fireEvent.click(screen.getByRole('button', { name: 'Add a group inside Billing' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group in Billing' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([]);
  }, 30_000);

  it('gives a top-level group its home-page card: an icon and one sentence', async () => {
    const calls = groupsApi();
    renderHelpCenterTab('articles', <ArticlesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Card of Billing on the home page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Billing on the home page' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Help' }));
    fireEvent.change(within(dialog).getByLabelText('Description'), {
      target: { value: 'Invoices and refunds ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        url: `/public-groups/groups/${BILLING.id}/card`,
        body: { icon: 'help', description: 'Invoices and refunds' },
      },
    ]);
  }, 30_000);
});
