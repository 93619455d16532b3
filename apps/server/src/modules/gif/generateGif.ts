import { articleStatus } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../db/client';
import { articles, articleVersions } from '../../db/schema/articles';
import { defineJob } from '../../jobs/defineJob';
import { type JobQueue, PermanentJobError } from '../../jobs/types';
import { renderStepPixels } from '../../lib/images';
import { encodeGifFrames, type GifImage, gifFrame, gifFrameSize } from '../../lib/images/gif';
import type { Storage } from '../../lib/storage';
import { articleUpdated } from '../articles/changes';
import { eachLimited } from '../generation/eachLimited';
import { withDemoGif } from './content';
import { type FrameSpec, type GifTarget, gifFrames, gifKey } from './frames';

const ZPayload = z.object({ articleId: z.uuid(), versionId: z.uuid(), insertIntoContent: z.boolean() });
/** Frames drawn at once: sharp keeps one core busy per image. */
const FRAME_CONCURRENCY = 2;

type Target = { organizationId: string; articleId: string; versionId: string };

/**
 * `generate-gif`: the version's demo GIF from its steps as they are now (frames.ts), stored under
 * mediaOutput.gifKey, and on request `![Demo Gif](output.gif)` in the text. Nothing is drawn when
 * the GIF of exactly these frames exists already, so repeated requests cost a query.
 */
export const generateGifJob = defineJob({
  type: 'generate-gif',
  payload: ZPayload,
  scope: 'organization',
  needs: ['db', 'storage', 'jobs', 'clock', 'changes'],
  maxAttempts: 3,
  // Requests and refreshes made while one for the version waits are that one: a person saving step
  // after step makes one GIF, not one per save.
  batch: { key: (payload) => payload.versionId },
  // Drawing a GIF takes seconds of both cores: in the background lane, one at a time per process
  // (two of one version at once would draw it twice, the first already out of date).
  background: true,
  maxRunning: 1,
  handler: (deps) => ({
    async run(job) {
      const { insertIntoContent, ...ids } = job.payload;
      const target: GifTarget = { organizationId: job.organizationId, ...ids };
      const version = await loadVersion(deps.db, target);
      if (!version) return; // the article or the version is gone: nothing to show the GIF in.
      if (articleStatus({ articleType: 'STEP_RECORDING', activeArticleVersion: version }) === 'processing') {
        throw new Error('the article is being generated again; the GIF waits for it');
      }
      const { frames, fingerprint } = await gifFrames(deps.db, target);
      if (frames.length === 0) throw new PermanentJobError('the version has no step images');
      const key = gifKey(target, fingerprint);
      if (version.mediaOutput?.gifKey !== key) {
        await deps.storage.put(key, await renderGif(deps.storage, frames), 'image/gif');
      }
      await deps.changes.transaction(deps.db, async (tx, record) => {
        const [now] = await tx
          .select({ content: articleVersions.content, media: articleVersions.mediaOutput })
          .from(articleVersions)
          .where(
            and(
              eq(articleVersions.id, target.versionId),
              eq(articleVersions.organizationId, target.organizationId),
            ),
          )
          .for('update');
        if (!now) {
          await deps.storage.delete(key);
          return;
        }
        const previous = now.media?.gifKey;
        const content = insertIntoContent ? withDemoGif(now.content) : now.content;
        if (previous === key && content === now.content) return;
        await tx
          .update(articleVersions)
          .set({ mediaOutput: { ...now.media, gifKey: key }, content })
          .where(eq(articleVersions.id, target.versionId));
        await tx
          .update(articles)
          .set({ updatedAt: deps.clock.now() })
          .where(eq(articles.id, target.articleId));
        // A step edit committed while the frames were drawn: draw them again.
        if ((await gifFrames(tx, target)).fingerprint !== fingerprint)
          await enqueueGifRefresh(deps.jobs, tx, target);
        if (typeof previous === 'string' && previous !== key) await deps.storage.delete(previous);
        await record(articleUpdated({ id: target.articleId, organizationId: target.organizationId }));
      });
    },
  }),
});

async function loadVersion(db: Queryable, target: GifTarget) {
  const [row] = await db
    .select({
      failureReason: articleVersions.failureReason,
      finishedAt: articleVersions.finishedAt,
      mediaOutput: articleVersions.mediaOutput,
    })
    .from(articleVersions)
    .innerJoin(articles, eq(articles.id, articleVersions.articleId))
    .where(
      and(
        eq(articleVersions.id, target.versionId),
        eq(articleVersions.articleId, target.articleId),
        eq(articleVersions.organizationId, target.organizationId),
        eq(articles.organizationId, target.organizationId),
      ),
    );
  return row ?? null;
}

/**
 * Each frame is drawn as raw pixels and made GIF-sized at once, two at a time: only small frames are
 * held, whatever the screenshots' size, and no PNG is encoded only to be decoded again.
 */
async function renderGif(storage: Storage, frames: FrameSpec[]): Promise<Buffer> {
  const source = async (frame: FrameSpec): Promise<GifImage> => {
    const stored = frame.storedKey ? await storage.get(frame.storedKey) : null;
    if (stored) return stored.body;
    const raw = await storage.get(frame.rawKey);
    if (!raw) throw new Error(`the raw image of step ${frame.stepId} is missing from storage`);
    return renderStepPixels({ raw: raw.body, step: frame.step, annotations: frame.annotations });
  };
  const first = await source(frames[0]!);
  const size = await gifFrameSize(first);
  const small: Buffer[] = new Array(frames.length);
  small[0] = await gifFrame(first, size, frames[0]!.stepNumber);
  await eachLimited(frames.slice(1), FRAME_CONCURRENCY, async (frame, i) => {
    small[i + 1] = await gifFrame(await source(frame), size, frame.stepNumber);
  });
  return encodeGifFrames(small, size);
}

/**
 * `POST /generate-gif`: renders the demo GIF and puts `![Demo Gif](output.gif)` into the text if it
 * is not there. Not a singleton: the job reads the steps as they are when it runs, and skips the
 * work when the GIF of exactly those frames exists already; a request made while another of the
 * version waits joins it.
 */
export function enqueueGifRequest(jobs: JobQueue, on: Queryable, target: Target): Promise<string> {
  const { organizationId, ...ids } = target;
  return generateGifJob.enqueue(jobs, on, { organizationId, payload: { ...ids, insertIntoContent: true } });
}

/**
 * After a step edit of a version that has a demo GIF: the GIF is rendered again if its frames
 * changed (a step deleted, a blur added), without touching the text: a writer who took the GIF
 * out of the text keeps it out.
 */
export function enqueueGifRefresh(jobs: JobQueue, on: Queryable, target: Target): Promise<string> {
  const { organizationId, ...ids } = target;
  return generateGifJob.enqueue(jobs, on, { organizationId, payload: { ...ids, insertIntoContent: false } });
}
