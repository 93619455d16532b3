import { AI_NOT_CONFIGURED_MESSAGE } from '@support/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../../app/AppToaster';
import { changeLanguage } from '../../../lib/i18n';
import { renderArticleScreen } from '../../articles/testing';
import { fakeGlossaryApi, glossaryCheck, sampleDefinition } from '../testing';
import AddEntryModal from './AddEntryModal';

afterEach(() => {
  cleanup();
  toast.remove();
});

const AT = { pattern: '/glossary/add', path: '/glossary/add' };
const EDITOR = '/articles/7d2c4f9a-1b3e-4c5d-8e6f-9a0b1c2d3e4f';

/** Mounts the dialog afresh per navigation, as opening it does. */
function Opened() {
  return (
    <>
      <AddEntryModal key={useLocation().key} />
      <AppToaster />
    </>
  );
}

/** Opens /glossary/add from the editor with a selection, as Ctrl/Cmd+Shift+G does. */
async function openFromEditor(selectedText: string) {
  const screenAt = renderArticleScreen(<Opened />, { pattern: AT.pattern, path: EDITOR });
  await screenAt.router.navigate(AT.path, {
    state: {
      backgroundLocation: { pathname: EDITOR, search: '', hash: '', state: null, key: 'e' },
      selectedText,
    },
  });
  return screenAt;
}

const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement | HTMLTextAreaElement;

describe('add glossary entry dialog', () => {
  it("takes the editor's selection as the term, saves the entry and goes back to the editor", async () => {
    const calls = fakeGlossaryApi();
    const { router } = await openFromEditor('  **Workspace**\n ');
    expect(await screen.findByRole('dialog', { name: 'Add glossary entry' })).toBeTruthy();
    await waitFor(() => expect(field(/^Term/).value).toBe('Workspace'));
    fireEvent.change(field(/^Definition/), { target: { value: ' The shared area of a team. ' } });
    fireEvent.change(field(/^Do not use/), { target: { value: 'Space, Area' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('“Workspace” was added to the glossary')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/glossary/entries',
      body: {
        term: 'Workspace',
        definition: 'The shared area of a team.',
        negative: 'Space, Area',
        example: null,
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(EDITOR));
  });

  it('asks for the term and the definition before sending, and for a word to avoid other than the term', async () => {
    const calls = fakeGlossaryApi();
    renderArticleScreen(<Opened />, AT);
    fireEvent.click(await screen.findByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Please enter a term')).toBeTruthy();
    expect(screen.getByText('Please enter a definition')).toBeTruthy();
    expect(field(/^Term/).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field(/^Term/), { target: { value: 'E-mail' } });
    fireEvent.change(field(/^Definition/), { target: { value: 'Mail.' } });
    fireEvent.change(field(/^Do not use/), { target: { value: 'email, e-MAIL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('The term to avoid must differ from the term itself')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows a taken term on the term field with the server's message", async () => {
    fakeGlossaryApi({
      create: {
        status: 409,
        data: {
          message: 'The glossary already has an entry for "Workspace"',
          code: 'GLOSSARY_TERM_TAKEN',
          field: 'term',
        },
      },
    });
    renderArticleScreen(<Opened />, AT);
    fireEvent.change(await screen.findByLabelText(/^Term/), { target: { value: 'workspace' } });
    fireEvent.change(field(/^Definition/), { target: { value: 'Area.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    const message = await screen.findByText('The glossary already has an entry for "Workspace"');
    expect(field(/^Term/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Term/).getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByRole('dialog', { name: 'Add glossary entry' })).toBeTruthy();
  });

  it('opens the upgrade in its place when the plan has no glossary or no room left', async () => {
    const calls = fakeGlossaryApi({
      check: glossaryCheck({ isLimitReached: true, currentUsage: 50, limit: 50 }),
    });
    const { router } = await openFromEditor('Workspace');
    await waitFor(() => expect(router.state.location.pathname).toBe('/upgrade'));
    expect(router.state.location.state).toMatchObject({
      feature: 'GLOSSARY',
      backgroundLocation: { pathname: EDITOR },
    });
    // In its place: going back returns to the editor, not to the dialog.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('opens the upgrade when the server refuses the entry for the plan', async () => {
    fakeGlossaryApi({
      create: {
        status: 403,
        data: {
          ...glossaryCheck({ isLimitReached: true, limit: 2, currentUsage: 2 }),
          message: 'Limit',
          code: 'LIMIT_REACHED',
        },
      },
    });
    const { router } = renderArticleScreen(<Opened />, AT);
    fireEvent.change(await screen.findByLabelText(/^Term/), { target: { value: 'Workspace' } });
    fireEvent.change(field(/^Definition/), { target: { value: 'Area.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/upgrade'));
    expect(
      (router.state.location.state as { backgroundLocation: { pathname: string } }).backgroundLocation
        .pathname,
    ).toBe('/glossary');
  });

  it('generates a definition for the term and shows the articles that use it', async () => {
    const calls = fakeGlossaryApi();
    renderArticleScreen(<Opened />, AT);
    fireEvent.click(await screen.findByRole('button', { name: 'Generate definition' }));
    expect(await screen.findByText('Enter a term first')).toBeTruthy();
    fireEvent.change(field(/^Term/), { target: { value: ' Workspace ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate definition' }));
    await waitFor(() => expect(field(/^Definition/).value).toBe(sampleDefinition().definition));
    expect(calls.find((call) => call.url === '/glossary/generate-definition')?.body).toEqual({
      term: 'Workspace',
    });
    const usages = screen.getByRole('region', { name: 'Used in your articles' });
    const link = within(usages).getByRole('link', { name: 'Invite your team' });
    expect(link.getAttribute('href')).toBe('/articles/7d2c4f9a-1b3e-4c5d-8e6f-9a0b1c2d3e4f');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(usages).getByText('…Open the Workspace settings and choose Members.')).toBeTruthy();
  });

  it('says when no article uses the term, and shows why a definition could not be generated', async () => {
    fakeGlossaryApi({ generate: { status: 200, data: sampleDefinition({ searchResults: [] }) } });
    renderArticleScreen(<Opened />, AT);
    fireEvent.change(await screen.findByLabelText(/^Term/), { target: { value: 'Workspace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate definition' }));
    expect(await screen.findByText('No article uses this term yet.')).toBeTruthy();
    cleanup();

    fakeGlossaryApi({
      generate: { status: 503, data: { message: AI_NOT_CONFIGURED_MESSAGE, code: 'AI_NOT_CONFIGURED' } },
    });
    renderArticleScreen(<Opened />, AT);
    fireEvent.change(await screen.findByLabelText(/^Term/), { target: { value: 'Workspace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate definition' }));
    expect(await screen.findByText(AI_NOT_CONFIGURED_MESSAGE)).toBeTruthy();
    expect(field(/^Definition/).value).toBe('');
  });

  it('turns Generate definition off when the server has no AI', async () => {
    const calls = fakeGlossaryApi({ aiConfigured: false });
    renderArticleScreen(<Opened />, AT);
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Generate definition' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    expect(screen.getByText(/AI is not configured on this server/)).toBeTruthy();
    expect(calls.some((call) => call.url === '/glossary/generate-definition')).toBe(false);
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      fakeGlossaryApi();
      renderArticleScreen(<Opened />, AT);
      expect(await screen.findByRole('dialog', { name: 'Glossareintrag hinzufügen' })).toBeTruthy();
      expect(screen.getByLabelText(/^Begriff/)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Definition erstellen' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Eintrag hinzufügen' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
