import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/harness';
import SettingsTab from '../tabs/SettingsTab';
import { HELP_CENTER_ID, renderHelpCenterTab, sampleHelpCenter, tabBasics } from '../testing';

afterEach(cleanup);

const SLUG_URL = `/help-centers/${HELP_CENTER_ID}/slug`;

describe('the help center’s address', () => {
  it('changes after a confirmation that says the old address keeps working', async () => {
    const calls = fakeApi((request) => {
      if (request.url === SLUG_URL && request.method === 'put') {
        const { slug } = JSON.parse(request.data ?? '{}') as { slug: string };
        return { status: 200, data: { ...sampleHelpCenter(), slug } };
      }
      return tabBasics(request);
    });
    renderHelpCenterTab('settings', <SettingsTab />);
    const field = await screen.findByLabelText('Address (slug)');
    fireEvent.change(field, { target: { value: 'acme_help' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change address' }));
    expect(
      await screen.findByText(
        'An address may hold only letters, digits and dashes, and starts and ends with a letter or digit',
      ),
    ).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Acme-Support' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change address' }));
    const dialog = await screen.findByRole('dialog', { name: "Change the help center's address?" });
    expect(within(dialog).getByText(/for a year/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', url: SLUG_URL, body: { slug: 'acme-support' } },
    ]);
  }, 30_000);
});
