import type { Customization } from '@support/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { type FakeRequest, fakeApi, renderRoute } from '../../../testing/harness';
import { HELP_CENTER_ID, sampleHelpCenter } from '../../help-centers/testing';
import CustomizationPage from './CustomizationPage';

const routes = [{ path: '/settings/customization', element: <CustomizationPage /> }];
const OTHER_ID = '1c8d4b63-6e2f-4d40-8b9c-8d7e6f5a4b3c';
const URL = `/help-centers/${HELP_CENTER_ID}/customization`;

const stored: Customization = {
  headerLinks: [{ label: 'Pricing', url: 'https://acme.example/pricing' }],
  footerLinks: [
    { label: 'Privacy', url: 'https://acme.example/privacy' },
    { label: 'Status', url: 'https://status.acme.example' },
  ],
  customCss: '.hc-top {\n  color: red;\n}',
};
const PAGE_HTML = '<!doctype html><html><body><nav class="hc-header-links">Pricing</nav></body></html>';

/** The API of this page: the help centers, their customization, its preview and its save. */
function api(
  options: {
    centers?: ReturnType<typeof sampleHelpCenter>[];
    save?: (request: FakeRequest) => { status: number; data: unknown };
  } = {},
) {
  return fakeApi((request) => {
    if (request.url === '/help-centers')
      return { status: 200, data: options.centers ?? [sampleHelpCenter()] };
    if (request.url.endsWith('/customization') && request.method === 'get')
      return { status: 200, data: stored };
    if (request.url.endsWith('/customization/preview'))
      return {
        status: 200,
        data: { ...JSON.parse(request.data!), html: PAGE_HTML, removed: ['background:url(x.png)'] },
      };
    if (request.url === URL && request.method === 'put')
      return options.save?.(request) ?? { status: 200, data: { ...JSON.parse(request.data!), removed: [] } };
    return undefined;
  });
}

const labels = () => screen.getAllByLabelText('Label') as HTMLInputElement[];
const section = (name: string) => screen.getByRole('heading', { name }).closest('section')!;

afterEach(cleanup);

describe('customization page', () => {
  it('edits, reorders and removes links, and saves them with the CSS in one request', async () => {
    const calls = api();
    renderRoute('/settings/customization', routes);
    expect(await screen.findByRole('heading', { name: 'Customization' })).toBeTruthy();
    await waitFor(() =>
      expect(labels().map((input) => input.value)).toEqual(['Pricing', 'Privacy', 'Status']),
    );
    // One help center: nothing to choose.
    expect(screen.queryByLabelText('Help center')).toBeNull();

    const footer = within(section('Footer links'));
    fireEvent.click(footer.getByRole('button', { name: 'Move “Status” up' }));
    fireEvent.click(footer.getByRole('button', { name: 'Add footer link' }));
    const footerLabels = footer.getAllByLabelText('Label') as HTMLInputElement[];
    fireEvent.change(footerLabels[2]!, { target: { value: 'Contact' } });
    fireEvent.change(footer.getAllByLabelText('Address')[2]!, {
      target: { value: 'mailto:help@acme.example' },
    });
    const header = within(section('Header links'));
    fireEvent.click(header.getByRole('button', { name: 'Remove “Pricing”' }));
    expect(header.getByText('No links yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('CSS'), { target: { value: 'a { color: blue }' } });
    expect(screen.getByText('0.0 KB of 20.0 KB')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save customization' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      url: URL,
      body: {
        headerLinks: [],
        footerLinks: [
          { label: 'Status', url: 'https://status.acme.example' },
          { label: 'Privacy', url: 'https://acme.example/privacy' },
          { label: 'Contact', url: 'mailto:help@acme.example' },
        ],
        customCss: 'a { color: blue }',
      },
    });
    // Saved: the draft is what the server kept, so there is nothing left to save.
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Save customization' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
  }, 30_000);

  it('names bad links beside their fields and sends nothing', async () => {
    const calls = api();
    renderRoute('/settings/customization', routes);
    await waitFor(() => expect(labels()).toHaveLength(3));
    fireEvent.change(labels()[0]!, { target: { value: 'x'.repeat(41) } });
    fireEvent.change(screen.getAllByLabelText('Address')[1]!, { target: { value: 'javascript:alert(1)' } });
    fireEvent.change(labels()[2]!, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save customization' }));
    expect(await screen.findByText('A label can be at most 40 characters.')).toBeTruthy();
    expect(
      screen.getByText(
        'Please enter an http, https or mailto: address, such as https://example.com/privacy.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Please enter a label.')).toBeTruthy();
    expect(screen.getByText('Please correct the links marked above.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  }, 30_000);

  it('stops adding at the limit and shows the CSS over its size', async () => {
    api();
    renderRoute('/settings/customization', routes);
    await waitFor(() => expect(labels()).toHaveLength(3));
    const header = within(section('Header links'));
    const add = header.getByRole('button', { name: 'Add header link' }) as HTMLButtonElement;
    for (let i = 0; i < 5; i++) fireEvent.click(add);
    expect(header.getByText('6 of 6')).toBeTruthy();
    expect(add.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('CSS'), { target: { value: 'a'.repeat(21 * 1024) } });
    expect(screen.getByText('21.0 KB: at most 20.0 KB')).toBeTruthy();
  }, 30_000);

  it('shows the server’s rendering of the draft in a frame that may do nothing, and what it removes', async () => {
    const calls = api();
    renderRoute('/settings/customization', routes);
    const frame = (await screen.findByTitle(
      'Live preview of Acme Help',
      {},
      { timeout: 5000 },
    )) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(PAGE_HTML);
    expect(screen.getByText('background:url(x.png)')).toBeTruthy();
    // The draft went to the server, sanitised there; nothing was saved.
    expect(calls.find((call) => call.url.endsWith('/preview'))?.body).toEqual(stored);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  }, 30_000);

  it('shows the CSS as the server kept it after a save, and what it removed', async () => {
    api({
      save: () => ({
        status: 200,
        data: { ...stored, customCss: 'a {\n  color: blue;\n}', removed: ['@import "x.css"'] },
      }),
    });
    renderRoute('/settings/customization', routes);
    const css = (await screen.findByLabelText('CSS')) as HTMLTextAreaElement;
    fireEvent.change(css, { target: { value: '@import "x.css"; a{color:blue}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save customization' }));
    expect(await screen.findByText('These parts were removed when saving:')).toBeTruthy();
    expect(screen.getByText('@import "x.css"')).toBeTruthy();
    await waitFor(() => expect(css.value).toBe('a {\n  color: blue;\n}'));
  }, 30_000);

  it('keeps the draft with the server’s message when the save is refused', async () => {
    api({
      save: () => ({
        status: 400,
        data: { code: 'CUSTOM_CSS_TOO_LARGE', message: 'The custom CSS can be at most 20 KB' },
      }),
    });
    renderRoute('/settings/customization', routes);
    const css = (await screen.findByLabelText('CSS')) as HTMLTextAreaElement;
    fireEvent.change(css, { target: { value: 'a{color:blue}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save customization' }));
    expect(await screen.findByText('The custom CSS can be at most 20 KB')).toBeTruthy();
    expect(css.value).toBe('a{color:blue}');
  }, 30_000);

  it('chooses among several help centers, and tells members only admins change it', async () => {
    api({
      centers: [
        sampleHelpCenter(),
        sampleHelpCenter({ id: OTHER_ID, name: 'Partner Docs', canUpdate: false, canDelete: false }),
      ],
    });
    renderRoute('/settings/customization', routes);
    const choice = (await screen.findByLabelText('Help center')) as HTMLSelectElement;
    await waitFor(() => expect(labels()).toHaveLength(3));
    fireEvent.change(choice, { target: { value: OTHER_ID } });
    expect(await screen.findByText('Only admins can change how a help center looks.')).toBeTruthy();
    expect(screen.queryByLabelText('CSS')).toBeNull();
  }, 30_000);

  it('points to the help centers when there is none', async () => {
    api({ centers: [] });
    renderRoute('/settings/customization', routes);
    expect(await screen.findByRole('heading', { name: 'No help center yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to help centers' }).getAttribute('href')).toBe(
      '/helpcenters',
    );
  });

  it('reads in German', async () => {
    api();
    await changeLanguage('de');
    try {
      renderRoute('/settings/customization', routes);
      expect(await screen.findByRole('heading', { name: 'Anpassung' })).toBeTruthy();
      expect(await screen.findByRole('heading', { name: 'Links in der Fußzeile' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Anpassung speichern' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  }, 30_000);
});
