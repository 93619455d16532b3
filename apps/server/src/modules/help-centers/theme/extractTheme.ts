import type { ExtractedTheme } from '@support/shared';
import sharp from 'sharp';
import { z } from 'zod';
import {
  FetchFailedError,
  type SafeFetchOptions,
  safeFetch,
  UnsafeUrlError,
} from '../../../lib/safeFetch/safeFetch';
import { parseColor, readableOn } from './colors';
import { parsePage } from './parsePage';

export type FetchPolicy = Pick<SafeFetchOptions, 'allowedPrivateHosts' | 'resolve'>;

const PAGE = { maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000 };
const MANIFEST = { maxBytes: 256 * 1024, timeoutMs: 5_000 };
export const LOGO_FETCH = { maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000 };
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']);
/** A logo decoded for its colours: large enough for any real logo, far from a decompression bomb. */
const LOGO_PIXELS = 25_000_000;

const ZManifest = z.looseObject({
  theme_color: z.string().optional(),
  background_color: z.string().optional(),
  icons: z.array(z.looseObject({ src: z.string(), sizes: z.string().optional() })).optional(),
});

export const isImageType = (type: string) => IMAGE_TYPES.has(type);

/**
 * The theme of a website (spec 02 §4 "Help center theme extraction"): the page's theme-color and
 * tile colour, its web manifest, its CSS custom properties and header colours, and its logo (header
 * image, og:image, icons), with the logo's dominant colour when the page names no colour. Every
 * fetch goes through safeFetch. Unsafe and failed fetches throw; a page with no colours returns
 * a theme of nulls for the caller to refuse.
 */
export async function extractTheme(url: string, policy: FetchPolicy): Promise<ExtractedTheme> {
  const page = await safeFetch(url, {
    ...policy,
    ...PAGE,
    accept: (type) => type === 'text/html' || type === 'application/xhtml+xml',
  });
  const hints = parsePage(page.body.toString('utf8'), page.url);
  const manifest = hints.manifestUrl ? await readManifest(hints.manifestUrl, policy) : null;
  const manifestIcons =
    manifest?.icons
      ?.map((icon) => ({
        url: absolute(icon.src, hints.manifestUrl!),
        size: Number.parseInt(icon.sizes ?? '', 10) || 0,
      }))
      .filter((icon): icon is { url: string; size: number } => icon.url !== null)
      .sort((a, b) => b.size - a.size)
      .map((icon) => icon.url) ?? [];
  const logoUrl = [...hints.logos, ...manifestIcons][0] ?? null;

  let primaryColor =
    parseColor(hints.themeColor) ??
    parseColor(manifest?.theme_color) ??
    parseColor(hints.css.primary) ??
    parseColor(hints.tileColor);
  const backgroundColor =
    parseColor(hints.header.background) ??
    parseColor(hints.css.background) ??
    parseColor(manifest?.background_color);
  if (!primaryColor && logoUrl) primaryColor = await dominantColor(logoUrl, policy);
  const onBackgroundColor =
    parseColor(hints.header.color) ??
    parseColor(hints.css.onBackground) ??
    (backgroundColor ? readableOn(backgroundColor) : null);
  return { primaryColor, backgroundColor, onBackgroundColor, logoUrl };
}

function absolute(href: string, base: string): string | null {
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

async function readManifest(url: string, policy: FetchPolicy) {
  try {
    const fetched = await safeFetch(url, {
      ...policy,
      ...MANIFEST,
      accept: (type) =>
        type === 'application/manifest+json' || type === 'application/json' || type === 'text/plain',
    });
    const parsed = ZManifest.safeParse(JSON.parse(fetched.body.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    // A missing or broken manifest (or one inside a network) leaves the page's other hints.
    if (
      error instanceof FetchFailedError ||
      error instanceof UnsafeUrlError ||
      error instanceof SyntaxError
    ) {
      return null;
    }
    throw error;
  }
}

/** The logo's most common colour, ignoring transparency; null when the logo cannot be read. */
async function dominantColor(url: string, policy: FetchPolicy): Promise<string | null> {
  try {
    const logo = await safeFetch(url, { ...policy, ...LOGO_FETCH, accept: isImageType });
    const { dominant } = await sharp(logo.body, { limitInputPixels: LOGO_PIXELS })
      .flatten({ background: '#ffffff' })
      .stats();
    const color = `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    // A white or black logo background says nothing about the brand.
    return color === '#ffffff' || color === '#000000' ? null : color;
  } catch (error) {
    // Whatever the logo is (missing, inside a network, damaged, not an image), it just gives no colour.
    if (error instanceof FetchFailedError || error instanceof UnsafeUrlError) return null;
    if (error instanceof Error) return null;
    throw error;
  }
}
