import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

const catalogue = (language: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, `../../locales/${language}/common.json`), 'utf8'));

const i18n = i18next.createInstance();

// The stand-in showModal() of testing/setup.ts, watched.
const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common: catalogue('en') }, de: { common: catalogue('de') } },
    defaultNS: 'common',
  });
});
afterEach(() => {
  cleanup();
  showModal.mockClear();
});

function Page({ closeable }: { closeable: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Rename
      </button>
      {open && (
        <Modal
          title="Rename the article"
          onClose={closeable ? () => setOpen(false) : undefined}
          footer={<button type="button">Save</button>}
        >
          <input aria-label="Title" />
        </Modal>
      )}
    </>
  );
}

function openModal({ closeable = true, language = 'en' } = {}) {
  void i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <Page closeable={closeable} />
    </I18nextProvider>,
  );
  const opener = screen.getByRole('button', { name: 'Rename' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Rename the article' }) };
}

/** What a browser does on Escape: a close request (the cancel event) unless the keydown was cancelled. */
function pressEscape(dialog: HTMLElement) {
  const target = document.activeElement ?? dialog;
  if (fireEvent.keyDown(target, { key: 'Escape' }))
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
}

describe('Modal', () => {
  it('opens modally and moves focus to the first field of its content', () => {
    const { dialog } = openModal();
    expect(showModal).toHaveBeenCalledOnce();
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' }));
  });

  it('wraps Tab from the last control to the first, and Shift+Tab back', () => {
    openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
  });

  it('closes on Escape and gives focus back to the button that opened it', () => {
    const { opener, dialog } = openModal();
    pressEscape(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stays open on Escape, and when the browser closes it anyway, without onClose', () => {
    const { dialog } = openModal({ closeable: false });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    pressEscape(dialog);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialog.hasAttribute('open')).toBe(true);
    act(() => dialog.dispatchEvent(new Event('close')));
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Rename the article' })).toBe(dialog);
  });

  it('closes from its close button, named in the interface language', () => {
    const { opener } = openModal({ language: 'de' });
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stacks: Tab and Escape in the inner dialog leave the outer one alone', () => {
    void i18n.changeLanguage('en');
    render(
      <I18nextProvider i18n={i18n}>
        <Stacked />
      </I18nextProvider>,
    );
    const choose = screen.getByRole('button', { name: 'Choose' });
    choose.focus();
    fireEvent.click(choose);
    const inner = screen.getByRole('dialog', { name: 'Switch plan?' });
    const yes = screen.getByRole('button', { name: 'Yes' });
    expect(document.activeElement).toBe(yes);
    fireEvent.keyDown(yes, { key: 'Tab' });
    expect(inner.contains(document.activeElement)).toBe(true);
    pressEscape(inner);
    expect(screen.queryByRole('dialog', { name: 'Switch plan?' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Plans' }).hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(choose);
  });
});

function Stacked() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  if (!outer) return null;
  return (
    <Modal title="Plans" onClose={() => setOuter(false)}>
      <button type="button" onClick={() => setInner(true)}>
        Choose
      </button>
      {inner && (
        <Modal title="Switch plan?" onClose={() => setInner(false)}>
          <button type="button">Yes</button>
        </Modal>
      )}
    </Modal>
  );
}
