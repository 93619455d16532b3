import { describe, expect, it } from 'vitest';
import { removeStepFromContent } from './content';

const stepByStep = [
  'This guide shows how to invite a colleague on demo.example.com.',
  '',
  '1. Click **Settings**.',
  '',
  '![Step 1](step1.png)',
  '',
  '2. Click **Members**.',
  '',
  '![Step 2](step2.png)',
  '',
  "3. Type your colleague's e-mail address",
  '   into the **E-mail** field.',
  '',
  '![Step 3](step3.png)',
  '',
  '4. Click **Invite**.',
  '',
  '![Step 4](step4.png)',
].join('\n');

describe('removeStepFromContent, step-by-step guide', () => {
  it('removes the step item and its image, and numbers the later items and images one lower', () => {
    expect(removeStepFromContent(stepByStep, 2, 'STEP_BY_STEP_GUIDE')).toBe(
      [
        'This guide shows how to invite a colleague on demo.example.com.',
        '',
        '1. Click **Settings**.',
        '',
        '![Step 1](step1.png)',
        '',
        "2. Type your colleague's e-mail address",
        '   into the **E-mail** field.',
        '',
        '![Step 2](step2.png)',
        '',
        '3. Click **Invite**.',
        '',
        '![Step 3](step3.png)',
      ].join('\n'),
    );
  });

  it('removes an item that runs over several lines, and the last step without touching the others', () => {
    const afterThird = removeStepFromContent(stepByStep, 3, 'STEP_BY_STEP_GUIDE');
    expect(afterThird).not.toContain("colleague's");
    expect(afterThird).toContain('3. Click **Invite**.\n\n![Step 3](step3.png)');
    const afterLast = removeStepFromContent(stepByStep, 4, 'STEP_BY_STEP_GUIDE');
    expect(afterLast.endsWith('![Step 3](step3.png)')).toBe(true);
    expect(afterLast).not.toContain('Invite');
  });

  it("leaves a numbered list of the writer's own alone, and keeps text beside an inline image", () => {
    const edited = [
      'Before you start:',
      '',
      '1. Have an admin account.',
      '2. Know the address.',
      '3. Have a coffee.',
      '',
      '1. Click **Settings**. ![Step 1](step1.png)',
      '',
      '2. Click **Members**.',
      '',
      '![Step 2](step2.png)',
    ].join('\n');
    expect(removeStepFromContent(edited, 1, 'STEP_BY_STEP_GUIDE')).toBe(
      [
        'Before you start:',
        '',
        '1. Have an admin account.',
        '2. Know the address.',
        '3. Have a coffee.',
        '',
        '1. Click **Settings**.',
        '',
        '1. Click **Members**.',
        '',
        '![Step 1](step1.png)',
      ].join('\n'),
    );
  });
});

describe('removeStepFromContent, descriptive guide', () => {
  it('removes the sentence above the image and renumbers the later images', () => {
    const text = [
      'This guide shows how to invite a colleague.',
      '',
      'First, click **Settings**.',
      '![Step 1](step1.png)',
      'Then click **Members**.',
      '![Step 2](step2.png)',
      '',
      'Finally, click **Invite**.',
      '![Step 3](step3.png)',
    ].join('\n');
    expect(removeStepFromContent(text, 2, 'DESCRIPTIVE_GUIDE')).toBe(
      [
        'This guide shows how to invite a colleague.',
        '',
        'First, click **Settings**.',
        '![Step 1](step1.png)',
        '',
        'Finally, click **Invite**.',
        '![Step 2](step2.png)',
      ].join('\n'),
    );
  });

  it('removes only the image when no sentence sits right above it', () => {
    const text = 'Intro.\n\n![Step 1](step1.png)\n\nMore text.\n\n![Step 2](step2.png)';
    expect(removeStepFromContent(text, 1, 'DESCRIPTIVE_GUIDE')).toBe(
      'Intro.\n\nMore text.\n\n![Step 1](step1.png)',
    );
  });
});
