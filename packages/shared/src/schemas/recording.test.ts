import { describe, expect, it } from 'vitest';
import { ZRecordingKey, ZRecordingStep } from './recording';

describe('recording keys', () => {
  it('takes Enter, Escape, Tab and shortcuts written modifiers first, in the fixed order', () => {
    for (const key of [
      'Enter',
      'Escape',
      'Tab',
      'Ctrl+S',
      'Ctrl+Shift+P',
      'Alt+F4',
      'Meta+C',
      'Ctrl+Alt+Shift+Meta+F24',
      'Shift+1',
    ])
      expect(ZRecordingKey.safeParse(key).success, key).toBe(true);
  });

  it('refuses other spellings with a message that shows the right one', () => {
    for (const key of ['S', 'Shift+Ctrl+S', 'Ctrl+s', 'Ctrl+F25', 'Ctrl+', '+S', 'Ctrl+Enter', 'Control+S']) {
      const parsed = ZRecordingKey.safeParse(key);
      expect(parsed.success, key).toBe(false);
      expect(JSON.stringify(parsed.error?.issues)).toContain('Ctrl+S');
    }
  });
});

describe('desktop steps', () => {
  it('have no web page, the window title and the application', () => {
    const step = ZRecordingStep.parse({
      action: 'KEY',
      image: 'step-1',
      pageUrl: '',
      pageTitle: 'Book1 - Excel',
      application: ' Excel ',
      key: 'Ctrl+S',
      viewport: { width: 1920, height: 1080, devicePixelRatio: 1.25 },
    });
    expect(step).toMatchObject({ pageUrl: '', application: 'Excel', key: 'Ctrl+S' });
    expect(ZRecordingStep.safeParse({ ...step, application: 'x'.repeat(201) }).success).toBe(false);
  });
});
