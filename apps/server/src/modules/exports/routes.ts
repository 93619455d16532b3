import type { Readable } from 'node:stream';
import { ZIdParam } from '@support/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/authenticate';
import { helpCenterNotFound } from '../help-centers/policy';
import { exportMarkdownArchive } from './markdownExport';
import { editorArticlePdf } from './pdf/editorPdf';
import { pdfFilename } from './pdf/pdfFilename';
import { exporterOrganizationOf } from './policy';
import { exportHelpCenterSite } from './site/siteExport';

/** A file answer: never cached (it is the organization's content), saved under its name. */
export const sendFile = (reply: FastifyReply, type: string, filename: string, body: Readable | Buffer) =>
  reply
    .type(type)
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .send(body);

/**
 * The exports of issue 49. Files, not JSON answers: they stay plain routes (their errors are JSON
 * as any route's), as the one-article download does.
 */
export function exportsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, storage, clock } = ctx;
  return async (app) => {
    // Signed in, but no active plan needed: an organization whose plan ran out may still leave.
    app.addHook('onRequest', ctx.authenticate);
    app.get(
      '/exports/markdown',
      { schema: { tags: ['exports'], security: [{ bearer: [] }] } },
      async (request, reply) => {
        const organizationId = exporterOrganizationOf(actorOf(request));
        const archive = await exportMarkdownArchive({ db, storage, organizationId, now: clock.now() });
        return sendFile(reply, 'application/zip', archive!.filename, archive!.zip);
      },
    );

    app.get(
      '/help-centers/:id/export/markdown',
      { schema: { tags: ['exports'], security: [{ bearer: [] }], params: ZIdParam } },
      async (request, reply) => {
        const organizationId = exporterOrganizationOf(actorOf(request));
        const archive = await exportMarkdownArchive({
          db,
          storage,
          organizationId,
          helpCenterId: request.params.id,
          now: clock.now(),
        });
        if (!archive) throw helpCenterNotFound();
        return sendFile(reply, 'application/zip', archive.filename, archive.zip);
      },
    );

    app.get(
      '/help-centers/:id/export/site',
      { schema: { tags: ['exports'], security: [{ bearer: [] }], params: ZIdParam } },
      async (request, reply) => {
        const organizationId = exporterOrganizationOf(actorOf(request));
        const site = await exportHelpCenterSite({
          db,
          storage,
          organizationId,
          helpCenterId: request.params.id,
          now: clock.now(),
        });
        if (!site) throw helpCenterNotFound();
        return sendFile(reply, 'application/zip', site.filename, site.zip);
      },
    );

    app.get(
      '/help-articles/:id/pdf',
      { schema: { tags: ['exports'], security: [{ bearer: [] }], params: ZIdParam } },
      async (request, reply) => {
        const { title, pdf } = await editorArticlePdf({
          db,
          storage,
          actor: actorOf(request),
          id: request.params.id,
          appOrigin: ctx.config.publicUrl ?? ctx.origin.of(request),
        });
        return sendFile(reply, 'application/pdf', pdfFilename(title), pdf);
      },
    );
  };
}
