import type { Import } from '@support/shared';
import type { Actor } from '../../core/actor';
import { authorizedOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { imports } from '../../db/schema';
import type { JobQueue } from '../../jobs/types';
import type { Storage } from '../../lib/storage';
import { findHelpCenter } from '../help-centers/queries';
import { checkArchive } from './archive';
import { importArchiveJob } from './job';
import { canImport, IMPORT_ADMINS_ONLY } from './policy';
import { presentImport } from './presenter';
import type { ImportUpload } from './upload';

/**
 * `POST /imports`: the archive is checked whole (bounds, bombs) before anything is written, then
 * kept in storage for the job, which the same transaction as the import's row enqueues.
 */
export async function createImport(input: {
  db: Db;
  storage: Storage;
  jobs: JobQueue;
  actor: Actor;
  upload: ImportUpload;
  now: Date;
}): Promise<Import> {
  const { db, upload } = input;
  const organizationId = authorizedOrganizationOf(input.actor, canImport, IMPORT_ADMINS_ONLY);
  if (upload.helpCenterId) await findHelpCenter(db, organizationId, upload.helpCenterId);
  await checkArchive(upload.file.path);
  const id = crypto.randomUUID();
  const fileKey = `organizations/${organizationId}/imports/${id}.zip`;
  await input.storage.putFile(fileKey, upload.file.path, 'application/zip');
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(imports)
        .values({
          id,
          organizationId,
          creatorId: input.actor.userId,
          helpCenterId: upload.helpCenterId,
          kind: upload.kind,
          filename: upload.filename,
          fileKey,
          createdAt: input.now,
        })
        .returning();
      await importArchiveJob.enqueue(input.jobs, tx, { organizationId, payload: { importId: id } });
      return inserted!;
    });
    return presentImport(row);
  } catch (error) {
    await input.storage.delete(fileKey);
    throw error;
  }
}
