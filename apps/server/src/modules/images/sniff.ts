import type { ExternalImageType } from '@support/shared';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type from the file's first bytes (its magic number), never from its name or the
 * upload's header: a PNG called .txt is a PNG, an HTML page called .png is not an image.
 */
export function detectImageType(bytes: Uint8Array): ExternalImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export const IMAGE_EXTENSIONS: Record<ExternalImageType, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
};

/**
 * A name that is safe inside a markdown link and a zip: the base name only, characters other than
 * letters, digits, dot, dash and underscore replaced, and the extension of the detected type.
 */
export function imageFilename(original: string | undefined, type: ExternalImageType): string {
  const base = (original ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+|_+$/g, '')
    .slice(0, 100);
  return `${stem || 'image'}${IMAGE_EXTENSIONS[type]}`;
}
