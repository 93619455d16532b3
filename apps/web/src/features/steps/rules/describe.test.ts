import { describe, expect, it } from 'vitest';
import { actionKind, hasPointer, stepKind, stepTextFromContent } from './describe';

describe('step actions', () => {
  it('reads the kind of action from the recorded action', () => {
    expect(['CLICK', 'DOUBLE_CLICK', 'DRAG', 'TYPE', 'KEY', 'NAVIGATE', null].map(actionKind)).toEqual([
      'click',
      'click',
      'drag',
      'type',
      'key',
      'navigate',
      'other',
    ]);
  });

  it('tells a choice in a select or listbox from typing', () => {
    expect(stepKind({ action: 'TYPE', elementRole: 'combobox' })).toBe('choose');
    expect(stepKind({ action: 'TYPE', elementRole: 'listbox' })).toBe('choose');
    expect(stepKind({ action: 'TYPE', elementRole: 'textbox' })).toBe('type');
    expect(stepKind({ action: 'TYPE', elementRole: null })).toBe('type');
    expect(stepKind({ action: 'CLICK', elementRole: 'combobox' })).toBe('click');
  });

  it('draws the pointer only for clicks and drags at a known point', () => {
    expect(hasPointer({ action: 'CLICK', positionX: 10, positionY: 20 })).toBe(true);
    expect(hasPointer({ action: 'RIGHT_CLICK', positionX: 0, positionY: 0 })).toBe(true);
    expect(hasPointer({ action: 'TYPE', positionX: 10, positionY: 20 })).toBe(false);
    expect(hasPointer({ action: 'CLICK', positionX: null, positionY: 20 })).toBe(false);
  });
});

describe("the article's words for a step", () => {
  const content = [
    '# Reset your password',
    '',
    'Intro text.',
    '',
    '## Steps',
    '1. Open **Settings** in the [menu](https://x.test).',
    '',
    '![Step 1](step1.png)',
    '',
    '2. Click `Save`.',
    'It is at the bottom.',
    '![Step 2](step2.png)',
  ].join('\n');

  it('are the lines above its image, without markdown', () => {
    expect(stepTextFromContent(content, 1)).toBe('Open Settings in the menu.');
    expect(stepTextFromContent(content, 2)).toBe('Click Save. It is at the bottom.');
  });

  it('leave out an introduction above the first step', () => {
    const guide = "Here's how to change it.\n\nClick **Settings**.\n\n![Step 1](step1.png)";
    expect(stepTextFromContent(guide, 1)).toBe('Click Settings.');
  });

  it('are null for a step the article does not show', () => {
    expect(stepTextFromContent(content, 3)).toBeNull();
    expect(stepTextFromContent('![Step 1](step1.png)', 1)).toBeNull();
  });
});
