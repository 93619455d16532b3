import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { imports } from '../../db/schema';
import { defineJob, type JobDeps } from '../../jobs/defineJob';
import { PermanentJobError } from '../../jobs/types';
import { createSpool } from '../../lib/uploads/spool';
import { openArchive } from './archive';
import { runImport } from './runImport';

/**
 * Issue 49: imports an uploaded archive. One attempt: a half-done import is finished by running it
 * again (it updates what it made), so a failure is reported, not retried behind the admin's back.
 */
export const importArchiveJob = defineJob({
  type: 'import-archive',
  payload: z.object({ importId: z.uuid() }),
  scope: 'organization',
  needs: ['db', 'storage', 'clock', 'changes', 'config'],
  maxAttempts: 1,
  maxRunning: 1,
  background: true,
  handler: (deps) => ({
    async run(job) {
      await importNow(deps, job.organizationId, job.payload.importId);
    },
    async onFailed(job, error) {
      await deps.db
        .update(imports)
        .set({
          status: 'FAILED',
          failureReason: String((error as Error).message ?? error).slice(0, 500),
          finishedAt: deps.clock.now(),
        })
        .where(and(eq(imports.id, job.payload.importId), eq(imports.organizationId, job.organizationId)));
    },
  }),
});

type Deps = Pick<JobDeps, 'db' | 'storage' | 'clock' | 'changes' | 'config'>;

async function importNow(deps: Deps, organizationId: string, importId: string): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(imports)
    .where(and(eq(imports.id, importId), eq(imports.organizationId, organizationId)));
  if (row?.status !== 'QUEUED' || !row.fileKey) return;
  const opened = await deps.storage.open(row.fileKey);
  if (!opened) throw new PermanentJobError('The uploaded archive is gone');
  const spool = createSpool(deps.config.dataDir);
  const copy = await spool.reserve();
  try {
    await pipeline(opened.stream(), createWriteStream(copy));
    await deps.db.update(imports).set({ status: 'RUNNING' }).where(eq(imports.id, importId));
    const zip = await openArchive(copy);
    try {
      await runImport(deps, row, zip, copy);
    } finally {
      zip.close();
    }
  } finally {
    await rm(copy, { force: true });
    await deps.storage.delete(row.fileKey);
    await deps.db.update(imports).set({ fileKey: null }).where(eq(imports.id, importId));
  }
}
