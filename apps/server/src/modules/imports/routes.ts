import multipart from '@fastify/multipart';
import { IMPORT_LIMITS, importsApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { multipartBodyLimit } from '../../lib/uploads/multipartLimit';
import { createSpool } from '../../lib/uploads/spool';
import { actorOf } from '../../plugins/authenticate';
import { requireActiveSubscription } from '../billing';
import { createImport } from './createImport';
import { getImport, listImports } from './queries';
import { readImportUpload } from './upload';

/** Issue 49: Settings → Import (admins), scoped to the active organization. */
export function importsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock, storage, jobs } = ctx;
  const spool = createSpool(ctx.config.dataDir);
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);
    app.addHook('preHandler', requireActiveSubscription(ctx));
    await app.register(multipart);

    route(
      app,
      importsApi.create,
      async (request) => {
        const upload = await readImportUpload(request, spool);
        try {
          return await createImport({ db, storage, jobs, actor: actorOf(request), upload, now: clock.now() });
        } finally {
          await spool.discard([upload.file]); // moved into storage when kept
        }
      },
      { bodyLimit: multipartBodyLimit(IMPORT_LIMITS.zipBytes) },
    );

    route(app, importsApi.list, (request) => listImports({ db, actor: actorOf(request) }));
    route(app, importsApi.get, (request) =>
      getImport({ db, actor: actorOf(request), id: request.params.id }),
    );
  };
}
