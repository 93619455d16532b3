import { PassThrough } from 'node:stream';
import { RECORDING_IMAGE_MAX_BYTES, recordingsApi } from '@support/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { activeOrganizationOf } from '../../core/tenancy';
import { route } from '../../lib/contract/route';
import { AppError } from '../../lib/errors';
import { perUserPerMinute } from '../../lib/rateLimit';
import type { Spool } from '../../lib/uploads/spool';
import { actorOf } from '../../plugins/authenticate';
import { requireActiveSubscription } from '../billing';
import { listStaged, STAGED_MAX_AGE_MS, stageImage, sweepStaged } from './staged';

/** One PUT per screenshot: a recording of 200 steps staged in well under a minute, and its retries. */
const STAGED_CALLS_PER_MINUTE = 600;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/**
 * Staged images (docs/recording-format.md): a recorder sends each screenshot on its own under the
 * upload's Idempotency-Key, so a retry after a broken connection sends only what is missing, and
 * then `POST /v1/recordings` with the manifest and the images not staged. Both routes are in the
 * shared contract (`recordingsApi.stageImage`, `recordingsApi.stagedImages`) with their error codes.
 */
export async function stagedRoutes(ctx: AppContext, app: FastifyInstance, spool: Spool): Promise<void> {
  const { db, storage, clock } = ctx;
  // Left unread here: stageImage reads request.raw as it arrives and stops at the first byte over
  // the limit. (As request.body, the stream would be walked like a JSON body by the text checks.)
  app.addContentTypeParser(IMAGE_TYPES, (_request, _payload, done) => done(null, undefined));
  const chain = [
    requireActiveSubscription(ctx),
    perUserPerMinute(ctx, 'recording-staged', STAGED_CALLS_PER_MINUTE),
  ];

  route(
    app,
    recordingsApi.stageImage,
    async (request) => {
      const type = String(request.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim();
      if (!type || !IMAGE_TYPES.includes(type)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'A staged image is sent as image/png or image/jpeg');
      }
      return stageImage({
        db,
        storage,
        spool,
        organizationId: activeOrganizationOf(actorOf(request)),
        key: request.params.key,
        image: request.params.image,
        // Piped rather than handed over: a refusal then stops reading without destroying the
        // request, so the 413 still reaches the client before the connection closes.
        body: request.raw.pipe(new PassThrough()),
        now: clock.now(),
      });
    },
    // Read by stageImage, not by a parser: the limit tells an early refusal how much to let arrive.
    { preHandler: chain, bodyLimit: RECORDING_IMAGE_MAX_BYTES },
  );

  route(
    app,
    recordingsApi.stagedImages,
    (request) => listStaged(db, activeOrganizationOf(actorOf(request)), request.params.key),
    { preHandler: chain },
  );

  sweepLeftBehind(ctx, app);
}

/** Hourly, on every server: rows are deleted before their files, so two sweeps never share one. */
function sweepLeftBehind(ctx: AppContext, app: FastifyInstance): void {
  const sweep = () =>
    sweepStaged(ctx.db, ctx.storage, ctx.clock.now())
      .then((removed) => {
        if (removed) app.log.info({ removed }, 'removed staged images of recordings never uploaded');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not sweep staged images'));
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(sweep, Math.min(STAGED_MAX_AGE_MS, 60 * 60_000)).unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
