import multipart from '@fastify/multipart';
import { EXTERNAL_IMAGE_MAX_BYTES, externalImagesApi, ZSignedFileQuery } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { activeOrganizationOf } from '../../core/tenancy';
import { route } from '../../lib/contract/route';
import { multipartBodyLimit } from '../../lib/uploads/multipartLimit';
import { createSpool } from '../../lib/uploads/spool';
import { actorOf } from '../../plugins/authenticate';
import { requireActiveSubscription } from '../billing';
import { deleteExternalImage, listExternalImages, uploadExternalImage } from './externalImages';
import { sendSignedFile } from './files';
import { externalImageBytes } from './quota';
import { externalImageRateLimit } from './rateLimit';
import { readImageUpload } from './upload';

/** External images of an article (spec 02 §7), and the signed file URLs of the local storage. */
export function imagesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock, storage } = ctx;
  const spool = createSpool(ctx.config.dataDir);
  const quotaBytes = ctx.config.uploads.externalImageQuotaBytes;

  const signedIn: FastifyPluginAsyncZod = async (app) => {
    app.addHook('onRequest', ctx.authenticate);
    app.addHook('preHandler', requireActiveSubscription(ctx));
    await app.register(multipart);

    // Multipart: the contract describes the parts, readImageUpload reads them with its limits.
    route(
      app,
      externalImagesApi.upload,
      async (request) => {
        const upload = await readImageUpload(request, spool);
        try {
          return await uploadExternalImage({
            db,
            storage,
            actor: actorOf(request),
            articleId: request.params.id,
            upload,
            now: clock.now(),
            quotaBytes,
          });
        } finally {
          await spool.discard([upload.file]); // moved into storage when kept
        }
      },
      { bodyLimit: multipartBodyLimit(EXTERNAL_IMAGE_MAX_BYTES), preHandler: externalImageRateLimit(ctx) },
    );

    route(app, externalImagesApi.storageUsage, async (request) => ({
      externalImageBytes: await externalImageBytes(db, activeOrganizationOf(actorOf(request))),
      quotaBytes,
    }));

    route(app, externalImagesApi.list, (request) =>
      listExternalImages({ db, storage, actor: actorOf(request), articleId: request.params.id }),
    );

    route(app, externalImagesApi.delete, async (request) => {
      const { id, imageId } = request.params;
      await deleteExternalImage({ db, storage, actor: actorOf(request), articleId: id, imageId });
      return { message: 'Image deleted' };
    });
  };

  const files: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/files/*',
      { schema: { tags: ['files'], params: z.object({ '*': z.string() }), querystring: ZSignedFileQuery } },
      async (request, reply) => {
        const { expires, signature } = request.query;
        const maxAge = Math.max(0, expires - Math.floor(clock.now().getTime() / 1000));
        reply
          .header('Cache-Control', `private, max-age=${maxAge}`)
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .header('Cross-Origin-Resource-Policy', 'cross-origin');
        await sendSignedFile({
          storage,
          key: request.params['*'],
          expires,
          signature,
          reply,
          range: request.headers.range,
        });
        return reply;
      },
    );
  };

  return async (app) => {
    await app.register(signedIn);
    await app.register(files);
  };
}
