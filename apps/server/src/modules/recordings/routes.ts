import multipart from '@fastify/multipart';
import { RECORDING_MAX_BYTES, recordingsApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { activeOrganizationOf } from '../../core/tenancy';
import { route } from '../../lib/contract/route';
import { perUserPerMinute } from '../../lib/rateLimit';
import { createSpool } from '../../lib/uploads/spool';
import { actorOf } from '../../plugins/authenticate';
import { requireActiveSubscription } from '../billing';
import { createRecording } from './createRecording';
import { articleOfKey, DuplicateUpload, idempotencyKeyOf } from './idempotency';
import { readRecordingUpload } from './readUpload';
import { recorderSettings, zoomsToAction } from './settings';
import { clearStaged, stagedImages } from './staged';
import { stagedRoutes } from './stagedRoutes';
import { createUploadGate } from './uploadSlots';
import type { ValidRecording } from './validate';

/**
 * A person records a few tasks an hour; the extension retries a failed upload with backoff. Twenty a
 * minute per user leaves room for a queue of kept uploads and stops a loop from filling the disk.
 */
const UPLOADS_PER_MINUTE = 20;
const SETTINGS_READS_PER_MINUTE = 60;
/** After its body, an upload is decoded and stored: a lease outlives the request by this much. */
const LEASE_MARGIN_MS = 60_000;

/** The recorder's calls (docs/recording-format.md): the upload and the settings it reads after sign-in. */
export function recordingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock, storage } = ctx;
  const plans = ctx.config.billing.plans;
  const spool = createSpool(ctx.config.dataDir);
  const gate = createUploadGate({
    db,
    perServer: ctx.config.uploads.perServer,
    perOrganization: ctx.config.uploads.perOrganization,
    leaseMs: ctx.config.http.requestTimeoutMs + LEASE_MARGIN_MS,
  });
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);
    // Image sizes are counted by readRecordingUpload, so the 413 names the part and the documented code.
    await app.register(multipart, { throwFileSizeLimit: false });

    route(
      app,
      recordingsApi.upload,
      async (request, reply) => {
        const actor = actorOf(request);
        const organizationId = activeOrganizationOf(actor);
        // A repeat of an upload that went through (its answer was lost) gets the same article, 200,
        // before a byte of the body is read.
        const key = idempotencyKeyOf(request);
        const known = key ? await articleOfKey(db, organizationId, key) : null;
        if (known) {
          if (key) await clearStaged(db, storage, organizationId, key);
          return reply.status(200).send({ articleId: known });
        }
        // Taken before a byte of the body is read: a refused upload costs nothing to receive.
        const release = await gate.acquire(organizationId, clock.now());
        let recording: ValidRecording | null = null;
        try {
          const staged = key ? await stagedImages(db, organizationId, key) : [];
          recording = await readRecordingUpload(
            request,
            spool,
            async (image) => {
              const row = staged.find((candidate) => candidate.image === image);
              const opened = row ? await storage.open(row.storageKey) : null;
              return opened ? opened.stream() : null;
            },
            await zoomsToAction(db, organizationId),
          );
          const created = await createRecording({
            db,
            storage,
            jobs: ctx.jobs,
            plans,
            actor,
            recording,
            now: clock.now(),
            idempotencyKey: key,
            log: request.log,
          }).catch(async (error: unknown) => {
            // A twin with the same key raced this one and won: answer with its article.
            const winner =
              key && error instanceof DuplicateUpload ? await articleOfKey(db, organizationId, key) : null;
            if (!winner) throw error;
            return { articleId: winner, repeated: true as const };
          });
          // Its images are the article's now: the staged copies are not needed again.
          // A failure here leaves them to the daily sweep rather than failing a stored upload.
          if (key)
            await clearStaged(db, storage, organizationId, key).catch((error: unknown) =>
              request.log.warn({ err: error }, 'could not remove the staged images of an upload'),
            );
          if ('repeated' in created) return reply.status(200).send({ articleId: created.articleId });
          return reply.status(201).send(created);
        } finally {
          // Moved into storage on success; left over only when storing failed.
          if (recording)
            await spool.discard([
              ...recording.images.flatMap((image) => [
                { path: image.file, size: 0 },
                { path: image.processedFile, size: 0 },
              ]),
              ...(recording.audio ? [{ path: recording.audio.file, size: 0 }] : []),
            ]);
          await release();
        }
      },
      {
        // Counted by readRecordingUpload (multipart has no parser limit); declared for the lingering
        // close of an early refusal (plugins/closeUnreadBodies.ts).
        bodyLimit: RECORDING_MAX_BYTES,
        preHandler: [
          requireActiveSubscription(ctx),
          perUserPerMinute(ctx, 'recording-upload', UPLOADS_PER_MINUTE),
        ],
      },
    );

    await stagedRoutes(ctx, app, spool);

    route(
      app,
      recordingsApi.settings,
      (request) => recorderSettings({ db, plans, actor: actorOf(request), now: clock.now() }),
      { preHandler: perUserPerMinute(ctx, 'recorder-settings', SETTINGS_READS_PER_MINUTE) },
    );
  };
}
