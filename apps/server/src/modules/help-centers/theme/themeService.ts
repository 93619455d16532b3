import type { ExtractedTheme } from '@support/shared';
import sharp from 'sharp';
import type { ChangeBus } from '../../../changes/bus';
import type { Actor } from '../../../core/actor';
import type { Db } from '../../../db/client';
import { helpCenters } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { FetchFailedError, safeFetch, UnsafeUrlError } from '../../../lib/safeFetch/safeFetch';
import type { Storage } from '../../../lib/storage';
import { helpCenterChanged } from '../changes';
import { adminOfHelpCenters, helpCenterOf } from '../policy';
import { findHelpCenter } from '../queries';
import { extractTheme, type FetchPolicy, isImageType, LOGO_FETCH } from './extractTheme';

export const NO_COLORS_MESSAGE = 'No colors were found in the extracted theme';
const LOGO_PIXELS = 25_000_000;

type Access = { db: Db; changes: ChangeBus; actor: Actor; id: string; now: Date };

/**
 * `POST /help-centers/{id}/extract-theme` {url}: reads the website's theme and keeps it on the help
 * center until it is applied (or another is extracted). An address inside the server's network is
 * refused before anything is fetched from it (400 URL_NOT_ALLOWED).
 */
export async function extractHelpCenterTheme(
  input: Access & { url: string; policy: FetchPolicy },
): Promise<ExtractedTheme> {
  const organizationId = adminOfHelpCenters(input.actor);
  await findHelpCenter(input.db, organizationId, input.id);
  let theme: ExtractedTheme;
  try {
    theme = await extractTheme(input.url, input.policy);
  } catch (error) {
    if (error instanceof UnsafeUrlError) throw badRequest(error.message, 'URL_NOT_ALLOWED');
    if (error instanceof FetchFailedError) throw badRequest(error.message, 'EXTRACTION_FAILED');
    throw error;
  }
  if (!theme.primaryColor && !theme.backgroundColor && !theme.onBackgroundColor) {
    throw badRequest(NO_COLORS_MESSAGE, 'NO_THEME_COLORS');
  }
  await input.changes.transaction(input.db, async (tx) => {
    const center = await findHelpCenter(tx, organizationId, input.id, { lock: true });
    await tx
      .update(helpCenters)
      .set({ extractedTheme: theme })
      .where(helpCenterOf(organizationId, center.id));
  });
  return theme;
}

/**
 * `POST /help-centers/{id}/save-extracted-theme`: the kept theme's colours become the help center's
 * (primary, background, text), and its logo is downloaded into storage as a PNG (never hot-linked;
 * a logo that cannot be fetched or read leaves the current one). 400 when nothing was extracted.
 */
export async function saveExtractedTheme(
  input: Access & { storage: Storage; policy: FetchPolicy; log: { warn(obj: unknown, msg: string): void } },
): Promise<void> {
  const organizationId = adminOfHelpCenters(input.actor);
  const current = await findHelpCenter(input.db, organizationId, input.id);
  const theme = current.extractedTheme;
  if (!theme) throw badRequest('Extract a theme from a website first', 'NO_EXTRACTED_THEME');
  const logoKey = theme.logoUrl ? await downloadLogo(theme.logoUrl, organizationId, input, input.log) : null;
  let previousLogo: string | null = null;
  try {
    await input.changes.transaction(input.db, async (tx, record) => {
      const center = await findHelpCenter(tx, organizationId, input.id, { lock: true });
      if (logoKey) previousLogo = center.logoKey;
      await tx
        .update(helpCenters)
        .set({
          primaryColor: theme.primaryColor ?? center.primaryColor,
          backgroundColor: theme.backgroundColor ?? center.backgroundColor,
          textColor: theme.onBackgroundColor ?? center.textColor,
          ...(logoKey ? { logoKey } : {}),
          extractedTheme: null,
          updatedAt: input.now,
        })
        .where(helpCenterOf(organizationId, center.id));
      await record(helpCenterChanged(center));
    });
  } catch (error) {
    if (logoKey) await input.storage.delete(logoKey).catch(() => {});
    throw error;
  }
  if (previousLogo) await input.storage.delete(previousLogo).catch(() => {});
}

async function downloadLogo(
  url: string,
  organizationId: string,
  input: { id: string; storage: Storage; policy: FetchPolicy },
  log: { warn(obj: unknown, msg: string): void },
): Promise<string | null> {
  try {
    const fetched = await safeFetch(url, { ...input.policy, ...LOGO_FETCH, accept: isImageType });
    // Whatever the site serves (SVG, WebP, GIF), the help center keeps a PNG it can always show.
    const png = await sharp(fetched.body, { limitInputPixels: LOGO_PIXELS })
      .resize({ width: 1000, height: 400, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    const key = `organizations/${organizationId}/help-centers/${input.id}/logo-${crypto.randomUUID()}.png`;
    await input.storage.put(key, png, 'image/png');
    return key;
  } catch (error) {
    log.warn({ err: error, url }, 'the extracted logo could not be kept; the current logo stays');
    return null;
  }
}
