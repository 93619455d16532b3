import { describe, expect, it } from 'vitest';
import { writeArticle } from '.';
import type { WriterInput, WriterStep } from './types';

/** A task in desktop applications (the desktop recorder): no web page, the window title, the program. */
function desktopTask(): WriterStep[] {
  const excel = { pageUrl: '', pageTitle: 'Book1 - Excel', application: 'Excel' };
  const steps: Omit<WriterStep, 'number'>[] = [
    { ...excel, action: 'CLICK', elementLabel: 'Save', elementRole: 'button' },
    { ...excel, action: 'TYPE', elementLabel: '', valueWithheld: true },
    { ...excel, action: 'KEY', elementLabel: '', key: 'Ctrl+S' },
    {
      pageUrl: '',
      pageTitle: 'Untitled - Notepad',
      application: 'Notepad',
      action: 'KEY',
      elementLabel: '',
      key: 'Ctrl+Shift+P',
    },
    {
      pageUrl: '',
      pageTitle: 'Untitled - Notepad',
      application: 'Notepad',
      action: 'KEY',
      elementLabel: '',
      key: 'Enter',
    },
  ];
  return steps.map((step, i) => ({ ...step, number: i + 1 }));
}

const write = (input: Partial<WriterInput>) =>
  writeArticle({
    steps: desktopTask(),
    language: 'en',
    addressingStyle: 'PERSONAL',
    formality: 'FORMAL',
    contentType: 'STEP_BY_STEP_GUIDE',
    ...input,
  }).content;

describe('the writer on a desktop recording', () => {
  it('names the application where the steps have no web page, again when it changes', () => {
    const content = write({});
    expect(content).toContain('1. In **Excel**, click **Save**.');
    // The same application as the step before: not named again.
    expect(content).toContain('3. Press **Ctrl+S**.');
    expect(content).toContain('4. In **Notepad**, press **Ctrl+Shift+P**.');
    expect(content).toContain('5. Press **Enter**.');
  });

  it('says that text was typed, never what, when the value was withheld', () => {
    expect(write({})).toContain('2. Enter your details.');
  });

  it('writes German with German key names and the verb after the application', () => {
    const formal = write({ language: 'de' });
    expect(formal).toContain('1. In **Excel** klicken Sie auf **Save**.');
    expect(formal).toContain('3. Drücken Sie **Strg+S**.');
    expect(formal).toContain('4. In **Notepad** drücken Sie **Strg+Umschalt+P**.');
    const informal = write({ language: 'de', formality: 'INFORMAL' });
    expect(informal).toContain('1. In **Excel** klicke auf **Save**.');
    const impersonal = write({ language: 'de', addressingStyle: 'IMPERSONAL' });
    expect(impersonal).toContain('1. In **Excel** auf **Save** klicken.');
  });

  it('leads a descriptive paragraph with the application instead of a transition', () => {
    const content = write({ contentType: 'DESCRIPTIVE_GUIDE' });
    expect(content).toContain('In **Excel**, click **Save**.');
    expect(content).toContain('In **Notepad**, press **Ctrl+Shift+P**.');
    expect(content).toContain('Finally, press **Enter**.');
  });

  it('leaves web steps as they were, even with an application named', () => {
    const content = write({
      steps: [
        {
          number: 1,
          pageUrl: 'https://shop.example.com/cart',
          pageTitle: 'Cart',
          application: 'Chrome',
          action: 'CLICK',
          elementLabel: 'Checkout',
          elementRole: 'button',
        },
      ],
    });
    expect(content).toContain('1. Click **Checkout**.');
    expect(content).not.toContain('Chrome');
  });

  it('words a password step of the desktop recorder as a password, in English and German', () => {
    const steps: WriterStep[] = [
      {
        number: 1,
        pageUrl: '',
        pageTitle: 'Sign in',
        application: 'Thunderbird',
        action: 'TYPE',
        elementLabel: '',
        inputType: 'password',
        valueWithheld: true,
      },
    ];
    expect(write({ steps })).toContain('1. In **Thunderbird**, type your password.');
    expect(write({ steps, language: 'de' })).toContain('1. In **Thunderbird** geben Sie Ihr Passwort ein.');
  });
});
