import { HELP_CENTER_LOGO_MAX_BYTES } from '@support/shared';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { helpCenters } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { headOf, probeImage } from '../../lib/images/probe';
import type { Storage } from '../../lib/storage';
import { detectImageType } from '../images/sniff';
import type { Upload, UploadRule } from '../images/upload';
import { helpCenterChanged } from './changes';
import { adminOfHelpCenters, helpCenterOf } from './policy';
import { findHelpCenter } from './queries';

export const LOGO_TYPE_MESSAGE = 'Only PNG and JPG/JPEG files are allowed';
export const LOGO_SIZE_MESSAGE = 'The logo can be at most 2 MB';
/** A logo is shown at most a few hundred pixels wide: anything near this is a mistake or an attack. */
const LOGO_BOUNDS = { maxSide: 8000, maxPixels: 25_000_000 };

export const LOGO_UPLOAD: UploadRule = {
  field: 'logo',
  maxBytes: HELP_CENTER_LOGO_MAX_BYTES,
  // A 400 as the spec's logo errors are (the upload stops reading at the limit all the same).
  tooLarge: () => new AppError('LOGO_TOO_LARGE', LOGO_SIZE_MESSAGE),
  notAnImage: () => badRequest(LOGO_TYPE_MESSAGE, 'INVALID_LOGO_TYPE'),
};

const EXTENSIONS = { 'image/png': '.png', 'image/jpeg': '.jpg' } as const;

/**
 * `POST /help-centers/{id}/logo` (multipart field `logo`): a PNG or JPEG by its bytes, at most 2 MB,
 * decoded whole before it is kept. Stored under a new key each time, so cached pages never show an
 * old logo under a new URL; the previous file is removed once the new one is recorded.
 */
export async function uploadLogo(input: {
  db: Db;
  changes: ChangeBus;
  storage: Storage;
  actor: Actor;
  id: string;
  upload: Upload;
  now: Date;
}): Promise<string> {
  const organizationId = adminOfHelpCenters(input.actor);
  await findHelpCenter(input.db, organizationId, input.id);
  const type = detectImageType(await headOf(input.upload.file.path));
  if (type !== 'image/png' && type !== 'image/jpeg') throw LOGO_UPLOAD.notAnImage();
  const probe = await probeImage(input.upload.file.path, type === 'image/png' ? 'png' : 'jpeg', LOGO_BOUNDS);
  if (!probe.ok) throw badRequest(`The logo ${probe.problem}`, 'INVALID_LOGO');
  const key = `organizations/${organizationId}/help-centers/${input.id}/logo-${crypto.randomUUID()}${EXTENSIONS[type]}`;
  await input.storage.putFile(key, input.upload.file.path, type);
  let previous: string | null = null;
  try {
    await input.changes.transaction(input.db, async (tx, record) => {
      const center = await findHelpCenter(tx, organizationId, input.id, { lock: true });
      previous = center.logoKey;
      await tx
        .update(helpCenters)
        .set({ logoKey: key, updatedAt: input.now })
        .where(helpCenterOf(organizationId, center.id));
      await record(helpCenterChanged(center));
    });
  } catch (error) {
    await input.storage.delete(key).catch(() => {});
    throw error;
  }
  if (previous) await input.storage.delete(previous).catch(() => {});
  return input.storage.signedUrl(key);
}
