import type { SupportedLanguage } from '@support/shared';
import { describe, expect, it } from 'vitest';
import { writeArticle } from '.';
import { addressOnly, calibration, contactForm, navigationOnly, settingsChange } from './recordedTasks';
import type { WriterInput, WriterStep } from './types';

function write(steps: WriterStep[], language: SupportedLanguage = 'en', tone: Partial<WriterInput> = {}) {
  const { title, content } = writeArticle({
    steps,
    language,
    addressingStyle: 'PERSONAL',
    formality: 'FORMAL',
    contentType: 'STEP_BY_STEP_GUIDE',
    ...tone,
  });
  return { title, intro: content.split('\n\n')[0]! };
}

const ADDRESS = /127\.0\.0\.1|8080|example\.com|acme\.io|https?:/;

describe('the task a recording names (issue 51)', () => {
  it('names the task from the last clicked label, never from the address it ran on', () => {
    expect(write(calibration())).toEqual({
      title: 'Start a calibration in RoboConsole',
      intro: 'In this guide you will start a calibration in RoboConsole.',
    });
    expect(write(calibration(), 'en', { addressingStyle: 'IMPERSONAL' }).intro).toBe(
      'This guide shows how to start a calibration in RoboConsole.',
    );
  });

  it('reads a German label with its verb last and keeps the German voices', () => {
    const steps = calibration().map((step) =>
      step.action === 'CLICK' ? { ...step, elementLabel: 'Kalibrierung starten' } : step,
    );
    expect(write(steps, 'de')).toEqual({
      title: 'Kalibrierung in RoboConsole starten',
      intro: 'Mit dieser Anleitung können Sie Kalibrierung in RoboConsole starten.',
    });
    expect(write(steps, 'de', { formality: 'INFORMAL' }).intro).toBe(
      'Mit dieser Anleitung kannst du Kalibrierung in RoboConsole starten.',
    );
    expect(write(steps, 'de', { addressingStyle: 'IMPERSONAL' }).intro).toBe(
      'Ziel dieser Anleitung: Kalibrierung in RoboConsole starten.',
    );
    // An English label in a German article is not German grammar: the pages name the task.
    expect(write(calibration(), 'de').title).toBe('Das Formular in RoboConsole ausfüllen');
  });

  it('names a form filled in and saved by its page', () => {
    expect(write(contactForm())).toEqual({
      title: 'Fill in the Contact form in Example Shop',
      intro: 'In this guide you will fill in the Contact form in Example Shop.',
    });
    expect(write(contactForm(), 'de').title).toBe('Das Formular „Contact“ in Example Shop ausfüllen');
  });

  it('names a settings change as one, whatever button saved it', () => {
    expect(write(settingsChange()).title).toBe('Change the settings in Acme CRM');
    expect(write(settingsChange(), 'de').intro).toBe(
      'Mit dieser Anleitung können Sie die Einstellungen in Acme CRM ändern.',
    );
  });

  it('names a recording that only goes somewhere by where it ends', () => {
    expect(write(navigationOnly()).title).toBe('Open Reports in Acme CRM');
    expect(write(navigationOnly(), 'de').title).toBe('Reports in Acme CRM öffnen');
  });

  it('gives a neutral title and intro when only an address names the recording', () => {
    for (const language of ['en', 'de', 'fr', 'it', 'nl', 'tr'] as const) {
      const { title, intro } = write(addressOnly(), language);
      expect(title).not.toMatch(ADDRESS);
      expect(intro).not.toMatch(ADDRESS);
    }
    expect(write(addressOnly())).toEqual({
      title: 'Step-by-step guide',
      intro: 'This guide shows you how to complete this task.',
    });
  });

  it('keeps addresses out of every title and intro of the recordings, in every language', () => {
    for (const steps of [calibration(), contactForm(), settingsChange(), navigationOnly()]) {
      for (const language of ['en', 'de', 'fr', 'it', 'nl', 'tr'] as const) {
        const { title, intro } = write(steps, language);
        expect(title).not.toMatch(ADDRESS);
        expect(intro).not.toMatch(ADDRESS);
        expect(title.length).toBeGreaterThan(0);
      }
    }
  });

  // Issue 51 item 3: the step list (web) says "Choose “X” in “Axis”" for the same step.
  it('words the select step as a choice in the article, in English and German', () => {
    const article = (language: SupportedLanguage) =>
      writeArticle({
        steps: calibration(),
        language,
        addressingStyle: 'PERSONAL',
        formality: 'FORMAL',
        contentType: 'STEP_BY_STEP_GUIDE',
      }).content;
    expect(article('en')).toContain('2. Choose **X** in **Axis**.');
    expect(article('de')).toContain('2. Wählen Sie **X** im Feld **Axis**.');
  });
});
