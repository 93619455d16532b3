import { describe, expect, it } from 'vitest';
import { comparableContent, hasUnsavedChanges, normalizeContentForSave } from './content';

describe('unsaved changes', () => {
  it('ignores whitespace at the ends and Windows line endings', () => {
    expect(hasUnsavedChanges('  # Title\r\n\r\nText\n\n', '# Title\n\nText')).toBe(false);
    expect(comparableContent('\r\nA\rB  ')).toBe('A\nB');
  });

  it('sees a changed word, an added line and a removed blank line', () => {
    expect(hasUnsavedChanges('# Title\n\nText!', '# Title\n\nText')).toBe(true);
    expect(hasUnsavedChanges('# Title\n\nText\nMore', '# Title\n\nText')).toBe(true);
    expect(hasUnsavedChanges('# Title\nText', '# Title\n\nText')).toBe(true);
  });
});

describe('normalising on save', () => {
  it('collapses three or more newlines into two and drops trailing newlines', () => {
    expect(normalizeContentForSave('A\n\n\nB\n\n\n\n\nC\n\n\n')).toBe('A\n\nB\n\nC');
  });

  it('keeps single and double newlines, leading text and Windows files readable', () => {
    expect(normalizeContentForSave('A\nB\n\nC')).toBe('A\nB\n\nC');
    expect(normalizeContentForSave('A\r\n\r\n\r\nB\r\n')).toBe('A\n\nB');
  });
});
