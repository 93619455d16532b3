import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../../app/AppToaster';
import { changeLanguage } from '../../../lib/i18n';
import { renderArticleScreen } from '../../articles/testing';
import { ENTRY_IDS, fakeGlossaryApi, glossaryCheck, sampleEntry, secondEntry } from '../testing';
import GlossaryPage from './GlossaryPage';

afterEach(() => {
  cleanup();
  toast.remove();
});

const AT = { pattern: '/glossary', path: '/glossary' };
const render = () =>
  renderArticleScreen(
    <>
      <GlossaryPage />
      <AppToaster />
    </>,
    AT,
  );

describe('glossary page', () => {
  it('shows the entries in a table: term, definition with example, words to avoid, creator', async () => {
    fakeGlossaryApi({ entries: [secondEntry(), sampleEntry()] });
    render();
    const table = await screen.findByRole('table', { name: 'Glossary entries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Email address',
      'Workspace',
    ]);
    const workspace = rows[1]!;
    expect(within(workspace).getByText('The shared area where a team keeps its articles.')).toBeTruthy();
    expect(within(workspace).getByText('Invite colleagues to your workspace.')).toBeTruthy();
    expect(
      within(workspace)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Space', 'Area']);
    expect(within(workspace).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(rows[0]!).getByText('Former member')).toBeTruthy();
    expect(screen.getByText('2 entries')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add Entry' })).toBeTruthy();
  });

  it('filters by term, definition and words to avoid, accents and case ignored, and says when nothing matches', async () => {
    fakeGlossaryApi({
      entries: [
        sampleEntry(),
        secondEntry(),
        sampleEntry({ id: crypto.randomUUID(), term: 'Führung', negative: null }),
      ],
    });
    render();
    const search = await screen.findByRole('searchbox', { name: 'Search glossary' });
    const terms = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    fireEvent.change(search, { target: { value: 'FUHRUNG' } });
    expect(terms()).toEqual(['Führung']);
    fireEvent.change(search, { target: { value: 'reaches' } });
    expect(terms()).toEqual(['Email address']);
    fireEvent.change(search, { target: { value: 'e-mail' } });
    expect(terms()).toEqual(['Email address']);
    expect(screen.getByText('1 entry')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'billing' } });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No entries match “billing”.')).toBeTruthy();
  });

  it('says "No entries yet" with one Add Entry button, which opens the add dialog over the page', async () => {
    fakeGlossaryApi();
    const { router } = render();
    expect(await screen.findByText('No entries yet')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Add Entry' })).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Add Entry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/glossary/add'));
    expect(
      (router.state.location.state as { backgroundLocation: { pathname: string } }).backgroundLocation
        .pathname,
    ).toBe('/glossary');
  });

  it('offers the upgrade instead of Add Entry without the glossary feature, or with the entries used up', async () => {
    fakeGlossaryApi({
      entries: [sampleEntry()],
      check: glossaryCheck({
        hasAccess: false,
        upgradeMessage: 'The glossary is available in higher tier plans.',
      }),
    });
    const { router } = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to use the glossary' }));
    expect(screen.queryByRole('button', { name: 'Add Entry' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/upgrade'));
    expect(router.state.location.state).toMatchObject({ feature: 'GLOSSARY' });
    cleanup();

    fakeGlossaryApi({
      entries: [sampleEntry()],
      check: glossaryCheck({ isLimitReached: true, currentUsage: 1, limit: 1 }),
    });
    render();
    expect(await screen.findByRole('button', { name: 'Upgrade for more entries' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Entry' })).toBeNull();
  });

  it('opens the edit dialog with the entry, and the upgrade instead when the plan has no glossary', async () => {
    const entry = sampleEntry();
    fakeGlossaryApi({ entries: [entry] });
    const { router } = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Workspace' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/glossary/edit'));
    expect(router.state.location.search).toBe(`?id=${entry.id}`);
    expect(router.state.location.state).toMatchObject({ entry });
    cleanup();

    fakeGlossaryApi({ entries: [entry], check: glossaryCheck({ hasAccess: false }) });
    const downgraded = render();
    await screen.findByRole('button', { name: 'Upgrade to use the glossary' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Workspace' }));
    await waitFor(() => expect(downgraded.router.state.location.pathname).toBe('/upgrade'));
  });

  it('deletes an entry only after confirmation', async () => {
    const calls = fakeGlossaryApi({ entries: [sampleEntry(), secondEntry()] });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete glossary entry?' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete “Workspace” from the glossary? This cannot be undone.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Workspace' }));
    const again = await screen.findByRole('dialog', { name: 'Delete glossary entry?' });
    const listsBefore = calls.filter((call) => call.url === '/glossary/entries').length;
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Glossary entry deleted')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', url: `/glossary/entries/${ENTRY_IDS[0]}`, body: undefined },
    ]);
    // The list is read again.
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/glossary/entries').length).toBeGreaterThan(listsBefore),
    );
  });

  it("shows the server's message when a delete fails", async () => {
    fakeGlossaryApi({
      entries: [sampleEntry()],
      remove: {
        status: 404,
        data: { message: 'Glossary entry not found', code: 'GLOSSARY_ENTRY_NOT_FOUND' },
      },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Workspace' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Glossary entry not found')).toBeTruthy();
  });

  it('says when the glossary cannot be loaded, and reloads', async () => {
    const calls = fakeGlossaryApi({ entries: 'error' });
    render();
    expect(await screen.findByText('Error loading glossary')).toBeTruthy();
    expect(screen.getByText('Try reloading the page or try again later.')).toBeTruthy();
    const before = calls.filter((call) => call.url === '/glossary/entries').length;
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/glossary/entries').length).toBe(before + 1),
    );
  });

  it('shows a loading state while the entries load', async () => {
    fakeGlossaryApi({ entries: [sampleEntry()] });
    render();
    expect(await screen.findByLabelText('Loading glossary')).toBeTruthy();
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      fakeGlossaryApi();
      render();
      expect(await screen.findByRole('heading', { name: 'Glossar' })).toBeTruthy();
      expect(await screen.findByText('Noch keine Einträge')).toBeTruthy();
      expect(await screen.findByRole('button', { name: 'Eintrag hinzufügen' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
