import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderArticleScreen } from '../../articles/testing';
import { fakeApi } from '../../auth/testing';
import GlossaryAddModal from './GlossaryAddModal';

const AT = { pattern: '/glossary/add', path: '/glossary/add' };

/** Mounts the dialog afresh per navigation, as opening it from the editor does. */
function Opened() {
  return <GlossaryAddModal key={useLocation().key} />;
}

afterEach(cleanup);

describe('add glossary entry dialog', () => {
  it('takes the selected text as the term, says it cannot save yet, and closes', async () => {
    const calls = fakeApi(() => undefined);
    const { router } = renderArticleScreen(<Opened />, AT);
    await router.navigate(AT.path, { state: { selectedText: '  Workspace ' } });
    expect(await screen.findByRole('dialog', { name: 'Add glossary entry' })).toBeTruthy();
    expect(((await screen.findByLabelText(/^Term/)) as HTMLInputElement).value).toBe('Workspace');
    expect(screen.getByText(/The glossary comes in a later version/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add entry' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/glossary'));
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      fakeApi(() => undefined);
      renderArticleScreen(<GlossaryAddModal />, AT);
      expect(await screen.findByRole('dialog', { name: 'Glossareintrag hinzufügen' })).toBeTruthy();
      expect(screen.getByLabelText(/^Begriff/)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Eintrag hinzufügen' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
