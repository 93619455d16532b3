import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../../app/AppToaster';
import { renderArticleScreen } from '../../articles/testing';
import { fakeGlossaryApi, sampleEntry } from '../testing';
import EditEntryModal from './EditEntryModal';

afterEach(() => {
  cleanup();
  toast.remove();
});

const entry = sampleEntry();
const render = (path: string) =>
  renderArticleScreen(
    <>
      <EditEntryModal />
      <AppToaster />
    </>,
    { pattern: '/glossary/edit', path },
  );
const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement | HTMLTextAreaElement;

describe('edit glossary entry dialog', () => {
  it('shows the entry it was given, saves the changed fields with PUT and goes back to the glossary', async () => {
    const calls = fakeGlossaryApi({ entries: [entry] });
    const { router } = render('/glossary');
    await router.navigate(`/glossary/edit?id=${entry.id}`, {
      state: {
        backgroundLocation: { pathname: '/glossary', search: '', hash: '', state: null, key: 'g' },
        entry,
      },
    });
    expect(await screen.findByRole('dialog', { name: 'Edit glossary entry' })).toBeTruthy();
    expect(field(/^Term/).value).toBe('Workspace');
    expect(field(/^Definition/).value).toBe(entry.definition);
    expect(field(/^Do not use/).value).toBe('Space, Area');
    expect(field(/^Example/).value).toBe(entry.example);
    fireEvent.change(field(/^Example/), { target: { value: '  ' } });
    fireEvent.change(field(/^Definition/), { target: { value: 'Where a team works.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Glossary entry saved')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      url: `/glossary/entries/${entry.id}`,
      body: { term: 'Workspace', definition: 'Where a team works.', negative: 'Space, Area', example: null },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/glossary'));
  });

  it('finds the entry by its id when opened directly (a reload), and says when it is gone', async () => {
    fakeGlossaryApi({ entries: [entry] });
    render(`/glossary/edit?id=${entry.id}`);
    await waitFor(() => expect(field(/^Term/).value).toBe('Workspace'));
    cleanup();

    fakeGlossaryApi({ entries: [] });
    const { router } = render(`/glossary/edit?id=${entry.id}`);
    expect(await screen.findByText('This glossary entry no longer exists.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/glossary'));
  });

  it('shows a refusal of the server on the field it names', async () => {
    fakeGlossaryApi({
      entries: [entry],
      update: {
        status: 400,
        data: {
          message: 'The definition can be at most 2000 characters',
          code: 'VALIDATION_ERROR',
          field: 'definition',
        },
      },
    });
    render(`/glossary/edit?id=${entry.id}`);
    await waitFor(() => expect(field(/^Term/).value).toBe('Workspace'));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The definition can be at most 2000 characters')).toBeTruthy();
    expect(field(/^Definition/).getAttribute('aria-invalid')).toBe('true');
  });
});
