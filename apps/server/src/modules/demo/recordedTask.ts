import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AppContext } from '../../context';
import type { Actor } from '../../core/actor';
import { probeScreenshotHeader, renderStepImageToFile } from '../../lib/images';
import { createSpool, type SpooledFile } from '../../lib/uploads/spool';
import { createRecording } from '../recordings/createRecording';
import { renderableStep } from '../recordings/stepRows';
import { parseManifest, type StepImage } from '../recordings/validate';

/**
 * The screenshots and manifest committed in assets/ (made by assets/make-screenshots.mjs): beside
 * this file when run from the sources, in dist/demo/assets once built (apps/server/build.mjs).
 */
function assetsDir(): string {
  for (const candidate of ['./assets/', './demo/assets/']) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(`${dir}manifest.json`)) return dir;
  }
  throw new Error('the demo screenshots are missing: rebuild the server (npm run build)');
}

/**
 * "Create an invoice in Ledgerly" as the recorder would upload it: the manifest checked like an
 * upload's, each screenshot copied to the upload spool, probed and rendered into its processed
 * image as readUpload.ts does, then createRecording stores them, creates the processing article
 * and queues its generation, the same path as `POST /v1/recordings`.
 */
export async function uploadRecordedTask(
  ctx: AppContext,
  actor: Actor,
): Promise<{ articleId: string; title: string }> {
  const dir = assetsDir();
  const manifest = parseManifest(JSON.parse(readFileSync(`${dir}manifest.json`, 'utf8')));
  const spool = createSpool(ctx.config.dataDir);
  const spooled: SpooledFile[] = [];
  try {
    const images: StepImage[] = [];
    for (const step of manifest.steps) {
      const file = await spool.write(createReadStream(`${dir}${step.image}.png`), () => undefined);
      spooled.push(file);
      const probe = await probeScreenshotHeader(file.path);
      if (!probe.ok) throw new Error(`demo screenshot ${step.image} ${probe.problem}`);
      const processedFile = await spool.reserve();
      spooled.push({ path: processedFile, size: 0 });
      await renderStepImageToFile(
        { raw: file.path, step: renderableStep(step, probe.image, true), annotations: [] },
        processedFile,
      );
      images.push({ ...probe.image, file: file.path, bytes: file.size, processedFile });
    }
    const { articleId } = await createRecording({
      db: ctx.db,
      storage: ctx.storage,
      jobs: ctx.jobs,
      plans: ctx.config.billing.plans,
      actor,
      recording: { manifest, images, zoomToAction: true },
      now: ctx.clock.now(),
      log: { warn: () => undefined },
    });
    return { articleId, title: manifest.title ?? '' };
  } finally {
    // Moved into storage on success; whatever is left is removed.
    await spool.discard(spooled);
  }
}
