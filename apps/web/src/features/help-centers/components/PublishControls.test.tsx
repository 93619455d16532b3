import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/harness';
import { HELP_CENTER_ID, renderHelpCenterTab, sampleHelpCenter, tabBasics } from '../testing';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const writes = (calls: Array<{ method: string }>) => calls.filter((call) => call.method !== 'GET');
const PREVIEW_URL = `http://localhost:3000/docs/acme-help/preview?token=1.abc`;

describe('publishing and previewing a help center', () => {
  it('publishes a new help center in one request, and the header shows it', async () => {
    const draft = sampleHelpCenter({ published: false });
    const calls = fakeApi((request) => {
      if (request.url === `/help-centers/${HELP_CENTER_ID}/publish` && request.method === 'post')
        return { status: 200, data: sampleHelpCenter({ published: true }) };
      return tabBasics(request, draft);
    });
    renderHelpCenterTab('links', <p>Tab</p>);
    expect(await screen.findByText('Not published')).toBeTruthy();
    expect(screen.getByText('Readers cannot see this help center until it is published.')).toBeTruthy();
    // Nothing to open for readers yet.
    expect(screen.queryByRole('link', { name: /Open Help Center/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeTruthy();
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Open Help Center/ })).toBeTruthy();
    expect(writes(calls)).toEqual([{ method: 'POST', url: `/help-centers/${HELP_CENTER_ID}/publish` }]);
  }, 30_000);

  it('unpublishes a published one', async () => {
    const calls = fakeApi((request) => {
      if (request.url === `/help-centers/${HELP_CENTER_ID}/unpublish` && request.method === 'post')
        return { status: 200, data: sampleHelpCenter({ published: false }) };
      return tabBasics(request);
    });
    renderHelpCenterTab('links', <p>Tab</p>);
    fireEvent.click(await screen.findByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Not published')).toBeTruthy();
    expect(writes(calls)).toEqual([{ method: 'POST', url: `/help-centers/${HELP_CENTER_ID}/unpublish` }]);
  }, 30_000);

  it('lets a member preview it in a new tab, without the Publish control', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const member = sampleHelpCenter({ published: false, canUpdate: false, canDelete: false });
    const calls = fakeApi((request) => {
      if (request.url === `/help-centers/${HELP_CENTER_ID}/preview` && request.method === 'post')
        return { status: 200, data: { url: PREVIEW_URL } };
      return tabBasics(request, member);
    });
    renderHelpCenterTab('links', <p>Tab</p>);
    fireEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(tab.location.href).toBe(PREVIEW_URL));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(writes(calls)).toEqual([{ method: 'POST', url: `/help-centers/${HELP_CENTER_ID}/preview` }]);
  }, 30_000);

  it('closes the empty tab and says so when the preview cannot be made', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    fakeApi((request) => {
      if (request.url === `/help-centers/${HELP_CENTER_ID}/preview`)
        return { status: 404, data: { message: 'Help center not found', code: 'HELP_CENTER_NOT_FOUND' } };
      return tabBasics(request);
    });
    renderHelpCenterTab('links', <p>Tab</p>);
    fireEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.href).toBe('');
  }, 30_000);
});
