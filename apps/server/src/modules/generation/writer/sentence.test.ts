import type { ContentType } from '@support/shared';
import { describe, expect, it } from 'vitest';
import { type WriterStep, writeArticle } from '.';

const page = { pageUrl: 'https://shop.example.com/cart', pageTitle: 'Cart – Example Shop' };

function english(steps: Omit<WriterStep, 'number'>[], contentType: ContentType = 'STEP_BY_STEP_GUIDE') {
  return writeArticle({
    steps: steps.map((step, index) => ({ ...step, number: index + 1 })),
    language: 'en',
    addressingStyle: 'PERSONAL',
    formality: 'FORMAL',
    contentType,
  });
}

/** The sentence lines of a step-by-step article, without the intro and the images. */
const lines = (content: string) => content.split('\n\n').filter((line) => /^\d+\. /.test(line));

describe('step sentences', () => {
  it('writes numbered steps, each followed by its image', () => {
    const { content } = english([
      { ...page, action: 'CLICK', elementLabel: 'Checkout', elementRole: 'button' },
      { ...page, action: 'TYPE', elementLabel: 'Coupon', elementTag: 'input', typedValue: 'SPRING24' },
    ]);
    expect(content).toBe(
      [
        'In this guide you will fill in the Cart form in Example Shop.',
        '1. Click **Checkout**.',
        '![Step 1](step1.png)',
        '2. Type `SPRING24` into **Coupon**.',
        '![Step 2](step2.png)',
      ].join('\n\n'),
    );
  });

  it('names the kind of element where it helps and falls back without a label', () => {
    const { content } = english([
      { ...page, action: 'CLICK', elementLabel: 'Remember me', elementRole: 'checkbox' },
      { ...page, action: 'CLICK', elementLabel: 'Pricing', elementTag: 'a' },
      { ...page, action: 'CLICK', elementLabel: 'Billing', elementRole: 'tab' },
      { ...page, action: 'CLICK', elementLabel: 'Delete', elementRole: 'menuitem' },
      { ...page, action: 'CLICK', elementLabel: 'Express', elementTag: 'input', inputType: 'radio' },
      { ...page, action: 'CLICK', elementLabel: 'Name:', elementTag: 'input', inputType: 'text' },
      { ...page, action: 'CLICK', elementLabel: '  ', elementRole: 'button' },
      { ...page, action: 'CLICK', elementLabel: '', elementTag: 'a' },
      { ...page, action: 'CLICK', elementLabel: '', elementTag: 'div' },
      { ...page, action: 'DOUBLE_CLICK', elementLabel: 'Row 3' },
      { ...page, action: 'RIGHT_CLICK', elementLabel: 'Report.pdf' },
      { ...page, action: 'DRAG', elementLabel: 'Card' },
      { ...page, action: 'KEY', elementLabel: '', key: 'Escape' },
    ]);
    expect(lines(content)).toEqual([
      '1. Select the **Remember me** checkbox.',
      '2. Click the **Pricing** link.',
      '3. Open the **Billing** tab.',
      '4. Choose **Delete**.',
      '5. Select the **Express** option.',
      '6. Click the **Name** field.',
      '7. Click the button.',
      '8. Click the link.',
      '9. Click here.',
      '10. Double-click **Row 3**.',
      '11. Right-click **Report.pdf**.',
      '12. Drag **Card** to its new position.',
      '13. Press **Esc**.',
    ]);
  });

  it('keeps withheld and password values out, and says what to enter instead', () => {
    const { content } = english([
      { ...page, action: 'TYPE', elementLabel: 'Password', inputType: 'password', typedValue: 's3cret!' },
      { ...page, action: 'TYPE', elementLabel: 'Card number', valueWithheld: true, typedValue: '4242' },
      { ...page, action: 'TYPE', elementLabel: 'Search', typedValue: '' },
      { ...page, action: 'TYPE', elementLabel: 'Country', elementTag: 'select', typedValue: 'Germany' },
    ]);
    expect(content).not.toContain('s3cret');
    expect(content).not.toContain('4242');
    expect(lines(content)).toEqual([
      '1. Type your password into **Password**.',
      '2. Enter your details in **Card number**.',
      '3. Clear the **Search** field.',
      '4. Choose **Germany** in **Country**.',
    ]);
  });

  it('links a navigation only to a public http(s) address, without query or fragment', () => {
    const { content } = english([
      {
        action: 'NAVIGATE',
        pageUrl: 'https://app.example.com/a(b)?reset=XYZ#x',
        pageTitle: '',
        elementLabel: '',
      },
      {
        action: 'NAVIGATE',
        pageUrl: 'https://app.example.com/#/settings?t=1',
        pageTitle: 'Settings',
        elementLabel: '',
      },
      { action: 'NAVIGATE', pageUrl: 'javascript:alert(1)', pageTitle: 'Evil', elementLabel: '' },
    ]);
    expect(lines(content)).toEqual([
      '1. Go to [app.example.com](https://app.example.com/a%28b%29).',
      '2. Go to [Settings](https://app.example.com/#/settings).',
      '3. Go to **Evil**.',
    ]);
  });

  it('clips long labels and values and keeps backticks inside a value literal', () => {
    const { content } = english([
      { ...page, action: 'CLICK', elementLabel: 'A'.repeat(300) },
      { ...page, action: 'TYPE', elementLabel: 'Query', typedValue: 'x`y' },
      { ...page, action: 'TYPE', elementLabel: 'Notes', typedValue: `line one\nline two ${'z'.repeat(300)}` },
    ]);
    const [click, typed, notes] = lines(content);
    expect(click).toBe(`1. Click **${'A'.repeat(79)}…**.`);
    expect(typed).toBe('2. Type ``x`y`` into **Query**.');
    expect(notes).toMatch(/^3\. Type `line one line two z+…` into \*\*Notes\*\*\.$/);
    expect(notes!.length).toBeLessThan(140);
  });

  it('writes a repeated action again, one step per screenshot', () => {
    const save = { ...page, action: 'CLICK' as const, elementLabel: 'Save', elementRole: 'button' };
    expect(lines(english([save, save, save]).content)).toEqual([
      '1. Click **Save**.',
      '2. Click **Save**.',
      '3. Click **Save**.',
    ]);
  });
});

describe('descriptive guide', () => {
  it('links the sentences with transitions and starts a paragraph per page', () => {
    const other = { pageUrl: 'https://shop.example.com/pay', pageTitle: 'Payment – Example Shop' };
    const { content } = english(
      [
        { ...page, action: 'CLICK', elementLabel: 'Checkout', elementRole: 'button' },
        { ...page, action: 'CLICK', elementLabel: 'Gift wrap', elementRole: 'checkbox' },
        { ...other, action: 'TYPE', elementLabel: 'Name', typedValue: 'Jane' },
        { ...other, action: 'KEY', elementLabel: '', key: 'Enter' },
      ],
      'DESCRIPTIVE_GUIDE',
    );
    expect(content).toBe(
      [
        'In this guide you will fill in the Payment form in Example Shop.',
        'First, click **Checkout**.\n![Step 1](step1.png)\nThen select the **Gift wrap** checkbox.\n![Step 2](step2.png)',
        'Next, type `Jane` into **Name**.\n![Step 3](step3.png)\nFinally, press **Enter**.\n![Step 4](step4.png)',
      ].join('\n\n'),
    );
  });

  it('needs no transition for a single step', () => {
    const { content } = english([{ ...page, action: 'CLICK', elementLabel: 'Buy' }], 'DESCRIPTIVE_GUIDE');
    expect(content.endsWith('\n\nClick **Buy**.\n![Step 1](step1.png)')).toBe(true);
  });
});
