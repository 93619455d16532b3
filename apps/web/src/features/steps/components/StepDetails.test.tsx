import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n, { changeLanguage, initI18n } from '../../../lib/i18n';
import { sampleStep } from '../../articles/testing';
import { StepDetails } from './StepDetails';

afterEach(cleanup);

/** The step list's words come from the catalogue, loaded before rendering so nothing suspends. */
async function inLanguage(language: 'en' | 'de') {
  await changeLanguage(language);
  await i18n.loadNamespaces('steps');
}

beforeAll(async () => {
  sessionStorage.setItem('lang', 'en');
  initI18n();
  await inLanguage('en');
});

describe('step details', () => {
  it('links a web page address', () => {
    render(<StepDetails step={sampleStep()} number={1} text={null} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://app.example.com/settings');
  });

  it('shows any other address as text, never as a link', () => {
    for (const pageUrl of ['javascript:alert(document.cookie)', 'data:text/html,<script>x</script>']) {
      render(<StepDetails step={sampleStep({ pageUrl })} number={1} text={null} />);
      expect(screen.getByText(pageUrl)).toBeTruthy();
      expect(screen.queryByRole('link')).toBeNull();
      cleanup();
    }
  });

  // Issue 51 item 3: the article writes "Choose **X** in **Axis**." for a <select>; so does the list.
  it('words a value set in a select as a choice, as the article does, in English and German', async () => {
    const step = sampleStep({
      action: 'TYPE',
      elementLabel: 'Axis',
      elementRole: 'combobox',
      typedValue: 'X',
    });
    render(<StepDetails step={step} number={2} text={null} />);
    expect(screen.getByRole('heading', { name: 'Choose “X” in “Axis”' })).toBeTruthy();
    expect(screen.getByText('Choice')).toBeTruthy();
    expect(screen.getByText('Chosen value')).toBeTruthy();
    cleanup();
    try {
      await inLanguage('de');
      render(<StepDetails step={step} number={2} text={null} />);
      expect(screen.getByRole('heading', { name: '„X“ im Feld „Axis“ wählen' })).toBeTruthy();
      expect(screen.getByText('Auswahl')).toBeTruthy();
    } finally {
      await inLanguage('en');
    }
  });

  it('keeps typing into a text field worded as typing', () => {
    const step = sampleStep({
      action: 'TYPE',
      elementLabel: 'Name',
      elementRole: 'textbox',
      typedValue: 'Jane',
    });
    render(<StepDetails step={step} number={2} text={null} />);
    expect(screen.getByRole('heading', { name: 'Type in “Name”' })).toBeTruthy();
  });
});
