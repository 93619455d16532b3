import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/harness';
import { HELP_CENTER_ID, renderHelpCenterTab, sampleHelpCenter, tabBasics } from '../testing';
import SettingsTab from './SettingsTab';

afterEach(cleanup);

const SETTINGS_URL = `/help-centers/${HELP_CENTER_ID}/settings`;
const writes = (calls: Array<{ method: string }>) => calls.filter((call) => call.method !== 'GET');

describe('help center settings tab', () => {
  it('saves the name, description and settings in one request', async () => {
    const saved = sampleHelpCenter({ name: 'Acme Docs', description: 'Answers' });
    const calls = fakeApi((request) => {
      if (request.url === SETTINGS_URL && request.method === 'put') return { status: 200, data: saved };
      return tabBasics(request);
    });
    renderHelpCenterTab('settings', <SettingsTab />);
    const name = await screen.findByLabelText('Name');
    fireEvent.change(name, { target: { value: ' Acme Docs ' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Answers' } });
    fireEvent.change(screen.getByLabelText('Back-to-homepage URL'), { target: { value: 'example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    // The answer is shown: the header carries the saved name.
    expect(await screen.findByRole('heading', { name: 'Acme Docs' })).toBeTruthy();
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        url: SETTINGS_URL,
        body: {
          name: 'Acme Docs',
          description: 'Answers',
          language: 'en-US',
          backToHomepageUrl: 'example.com',
          customDomain: '',
        },
      },
    ]);
  }, 30_000);

  it('names a malformed address beside its field and sends nothing', async () => {
    const calls = fakeApi((request) => tabBasics(request));
    renderHelpCenterTab('settings', <SettingsTab />);
    fireEvent.change(await screen.findByLabelText('Custom domain'), {
      target: { value: 'https://help.example.com/x' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Please enter a domain such as help.example.com, without https:// or a path'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter a name')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  }, 30_000);

  it('keeps what was typed with the server’s message when the save is refused', async () => {
    fakeApi((request) => {
      if (request.url === SETTINGS_URL && request.method === 'put')
        return {
          status: 409,
          data: {
            message: 'This domain is already used by another help center',
            code: 'CUSTOM_DOMAIN_TAKEN',
          },
        };
      return tabBasics(request);
    });
    renderHelpCenterTab('settings', <SettingsTab />);
    const domain = (await screen.findByLabelText('Custom domain')) as HTMLInputElement;
    fireEvent.change(domain, { target: { value: 'help.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This domain is already used by another help center')).toBeTruthy();
    await waitFor(() => expect(domain.value).toBe('help.example.com'));
  }, 30_000);
});
