import type { PublicGroup } from '@support/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/harness';
import { sampleOrganization } from '../../settings/testing';
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
  icon: 'book',
  description: 'Invoices and refunds',
  translations: { fr: { name: 'Facturation', description: null } },
};

/** The articles tab of an English help center in an organization that also writes German and French. */
function api(translationLanguages: Array<'de' | 'fr' | 'en'>) {
  return fakeApi((request) => {
    if (request.url === '/organization/active') {
      const organization = sampleOrganization();
      return {
        status: 200,
        data: { ...organization, settings: { ...organization.settings, translationLanguages } },
      };
    }
    if (request.url === GROUPS_URL && request.method === 'get')
      return { status: 200, data: { groups: [BILLING], articles: [] } };
    if (request.url === `/public-groups/groups/${BILLING.id}/translations` && request.method === 'put')
      return { status: 200, data: { ...BILLING, ...JSON.parse(request.data ?? '{}') } };
    return tabBasics(request);
  });
}

describe('a group in other languages', () => {
  it('names the group in each other language; a language left empty is left out', async () => {
    const calls = api(['de', 'fr']);
    renderHelpCenterTab('articles', <ArticlesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Billing in other languages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Billing in other languages' });
    const german = within(dialog).getByRole('group', { name: 'Deutsch' });
    const french = within(dialog).getByRole('group', { name: 'Français' });
    // What is saved shows; what is not shows the name as written as its hint.
    expect((within(french).getByLabelText('Group name') as HTMLInputElement).value).toBe('Facturation');
    expect(within(german).getByLabelText('Group name').getAttribute('placeholder')).toBe('Billing');
    fireEvent.change(within(german).getByLabelText('Group name'), { target: { value: ' Abrechnung ' } });
    fireEvent.change(within(german).getByLabelText('Description'), {
      target: { value: 'Rechnungen und Erstattungen' },
    });
    fireEvent.change(within(french).getByLabelText('Group name'), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([
      {
        method: 'PUT',
        url: `/public-groups/groups/${BILLING.id}/translations`,
        body: { translations: { de: { name: 'Abrechnung', description: 'Rechnungen und Erstattungen' } } },
      },
    ]);
  }, 30_000);

  it('offers nothing when the organization writes in the help center’s language only', async () => {
    api(['en']);
    renderHelpCenterTab('articles', <ArticlesTab />);
    await screen.findByRole('button', { name: 'Card of Billing on the home page' });
    expect(screen.queryByRole('button', { name: 'Billing in other languages' })).toBeNull();
  }, 30_000);
});
