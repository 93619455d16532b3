import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { desktopDownloadRoutes } from './desktopDownload';
import { type DownloadFiles, defaultDownloadFiles } from './locate';
import { RecorderZip } from './recorderZip';

export const EXTENSION_ZIP_PATH = '/downloads/support-recorder.zip';
export const RECORDING_FORMAT_PATH = '/downloads/recording-format.md';

/**
 * The recorder's downloads at stable addresses outside the API, without sign-in: the Chrome
 * extension (its default server set to this server's public address) and the upload format for
 * desktop recorders, and the desktop recorder's zips under /downloads/desktop-recorder/ (desktopDownload.ts).
 * Revalidated on every use (ETag), since a new build replaces them.
 */
export function recorderDownloadRoutes(
  ctx: AppContext,
  files: DownloadFiles = defaultDownloadFiles(),
): FastifyPluginAsync {
  return async (app) => {
    const zip = new RecorderZip(files.zip);
    const route = { schema: { hide: true } };

    app.get(EXTENSION_ZIP_PATH, route, async (request, reply) => {
      const served = await zip.forServer(ctx.origin.of(request));
      if (!served) {
        throw notFound(
          'The recorder extension has not been built on this server. Run `npm run build` and try again.',
          'RECORDER_NOT_BUILT',
        );
      }
      reply.header('cache-control', 'no-cache').header('etag', served.etag);
      if (request.headers['if-none-match'] === served.etag) return reply.status(304).send();
      return reply
        .type('application/zip')
        .header('content-disposition', 'attachment; filename="support-recorder.zip"')
        .send(served.bytes);
    });

    await app.register(desktopDownloadRoutes(ctx, files.desktopDir));

    app.get(RECORDING_FORMAT_PATH, route, async (_request, reply) => {
      const text = await readFile(files.formatDoc, 'utf8').catch(() => null);
      if (text === null)
        throw notFound('The recording format document is missing on this server.', 'NOT_FOUND');
      return reply.type('text/markdown; charset=utf-8').header('cache-control', 'no-cache').send(text);
    });
  };
}
