import { crc32, deflateSync, inflateRawSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import { openSettings } from './flows';

/** /articles → 'Write manual article' → title → 'Create article'; resolves with the new id in Edit. */
export async function writeManualArticle(page: Page, title: string): Promise<string> {
  await page.getByRole('button', { name: 'Write manual article' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Write manual article' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Create article' }).click();
  await expect(page).toHaveURL(/\/articles\/[0-9a-f-]{36}\?tab=edit$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Edit' })).toHaveAttribute('aria-selected', 'true');
  return /\/articles\/([0-9a-f-]{36})/.exec(page.url())![1]!;
}

/** The markdown editor of the Edit tab (CodeMirror's content element). */
export function editorOf(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Article text' });
}

/** One line of the editor, by its text. */
export function editorLine(page: Page, text: string): Locator {
  return editorOf(page).locator('.cm-line', { hasText: text });
}

/** The Article Settings panel beside the article (the wide layout). */
export function settingsPanel(page: Page): Locator {
  return page
    .getByRole('complementary')
    .filter({ has: page.getByRole('heading', { name: 'Article Settings' }) });
}

/** The rendered Review tab, after switching to it. */
export async function openReview(page: Page) {
  await page.getByRole('tab', { name: 'Review' }).click();
  await expect(page.getByRole('tab', { name: 'Review' })).toHaveAttribute('aria-selected', 'true');
}

/** Ctrl+S in the editor; waits for the toast that says the server has it. */
export async function saveWithShortcut(page: Page) {
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Changes saved').last()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Edit' })).not.toContainText('Unsaved changes');
}

/** True once the <img> has loaded real pixels (a broken or missing URL leaves naturalWidth 0). */
export async function expectImageLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
}

/**
 * Settings → Plans → 'Choose plan' on `planName` → the built-in checkout's success page. Needs the
 * wide plan table (desktop viewport).
 */
export async function buyPlanInSettings(page: Page, planName: string) {
  await openSettings(page, 'Plans');
  const table = page.getByRole('table', { name: 'Plans and their limits' });
  // The headers are read once, so first wait for the plans to arrive.
  await expect(table.getByRole('columnheader', { name: new RegExp(planName) })).toBeVisible();
  const headers = (await table.getByRole('row').first().getByRole('columnheader').allInnerTexts()).slice(1);
  const index = headers.findIndex((text) => text.split('\n')[0]?.trim() === planName);
  expect(index, `a column for ${planName} among ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  await table
    .getByRole('row')
    .last()
    .getByRole('cell')
    .nth(index)
    .getByRole('button', { name: 'Choose plan' })
    .click();
  // This server takes no payments: the plan is activated only after a confirmation that says so.
  await confirmActivation(page, planName);
  await expect(page).toHaveURL(/\/plans\/checkout\?success=true$/);
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expect(page.getByText(`Your plan: ${planName}`)).toBeVisible();
}

/** The built-in checkout's confirmation: 'Activate {plan}?', nothing is charged, Activate plan. */
export async function confirmActivation(page: Page, planName: string) {
  const dialog = page.getByRole('dialog', { name: `Activate ${planName}?` });
  await expect(dialog.getByText(/This server does not take payments/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Activate plan' }).click();
}

/** A real PNG of `width` × `height` in one colour, made here so the test needs no fixture file. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The files of a zip archive by name, read through its central directory with node:zlib (stored
 * and deflated entries, which is what zip writers produce), so the test adds no dependency.
 */
export function unzip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip archive: no end of central directory');
  const count = archive.readUInt16LE(end + 10);
  let offset = archive.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let n = 0; n < count; n++) {
    if (archive.readUInt32LE(offset) !== 0x02014b50) throw new Error('broken central directory');
    const method = archive.readUInt16LE(offset + 10);
    const compressedSize = archive.readUInt32LE(offset + 20);
    const nameLength = archive.readUInt16LE(offset + 28);
    const extraLength = archive.readUInt16LE(offset + 30);
    const commentLength = archive.readUInt16LE(offset + 32);
    const localOffset = archive.readUInt32LE(offset + 42);
    const name = archive.toString('utf8', offset + 46, offset + 46 + nameLength);
    const dataStart =
      localOffset + 30 + archive.readUInt16LE(localOffset + 26) + archive.readUInt16LE(localOffset + 28);
    const data = archive.subarray(dataStart, dataStart + compressedSize);
    if (method !== 0 && method !== 8) throw new Error(`${name}: compression method ${method}`);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}
