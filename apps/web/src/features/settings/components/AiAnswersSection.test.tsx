import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderRoute } from '../../../testing/harness';
import GeneralPage from '../pages/GeneralPage';
import { sampleOrganization, sampleProfile } from '../testing';

afterEach(cleanup);

describe('the daily AI answers setting', () => {
  it('shows the default of 200 and saves a new budget on its own', async () => {
    const calls = fakeApi((request) => {
      if (request.url === '/profile/user') return { status: 200, data: sampleProfile() };
      if (request.url === '/organization/active') return { status: 200, data: sampleOrganization() };
      if (request.url === '/organization/settings' && request.method === 'put')
        return { status: 200, data: sampleOrganization() };
      return undefined;
    });
    renderRoute('/settings/general', [{ path: '/settings/general', element: <GeneralPage /> }]);
    const field = (await screen.findByLabelText('AI answers per day')) as HTMLInputElement;
    expect(field.value).toBe('200');
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(field, { target: { value: '-3' } });
    expect(await screen.findByText('Enter a whole number from 0 to 100000.')).toBeTruthy();
    expect(save.disabled).toBe(true);
    fireEvent.change(field, { target: { value: '50' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/organization/settings')).toMatchObject({
        method: 'PUT',
        body: { aiAnswersPerDay: 50 },
      }),
    );
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });
});
