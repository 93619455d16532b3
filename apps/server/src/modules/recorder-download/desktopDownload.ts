import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { appendedParts, appendedZipStream, NotAZipError, readZipLayout, type ZipLayout } from './zipAppend';

/**
 * The desktop recorder's zips (`npm run build` writes them to apps/desktop-recorder/dist), each
 * sent with a `server.json` naming this server's trusted public address (contract item 5: the
 * recorder's default server). The address is PUBLIC_URL, or an allowed host, never an unchecked
 * Host or X-Forwarded-Host header: the recorder sends its sign-in and recordings there.
 */

export const DESKTOP_PLATFORMS = ['win-x64', 'linux-x64', 'darwin-x64'] as const;
export type DesktopPlatform = (typeof DESKTOP_PLATFORMS)[number];
export const DESKTOP_DOWNLOADS_PATH = '/downloads/desktop-recorder';

export const desktopZipName = (platform: DesktopPlatform) => `support-desktop-recorder-${platform}.zip`;
const NAMES = new Map(DESKTOP_PLATFORMS.map((platform) => [desktopZipName(platform), platform]));

const NOT_BUILT =
  'The desktop recorder has not been built on this server. Run `npm run build` and try again.';

export function serverJson(serverUrl: string): Buffer {
  return Buffer.from(`${JSON.stringify({ serverUrl }, null, 2)}\n`);
}

/** Layouts by file identity, so a request reads only the zip's first and last bytes once per build. */
class LayoutCache {
  private readonly layouts = new Map<string, { key: string; layout: ZipLayout }>();
  async get(
    file: string,
    handle: Awaited<ReturnType<typeof open>>,
    info: { size: number; mtimeMs: number; ino: number },
  ) {
    const key = `${info.ino}:${info.size}:${info.mtimeMs}`;
    const cached = this.layouts.get(file);
    if (cached?.key === key) return cached.layout;
    const layout = await readZipLayout(handle, info.size);
    this.layouts.set(file, { key, layout });
    return layout;
  }
}

type Prepared = {
  handle: Awaited<ReturnType<typeof open>>;
  layout: ZipLayout;
  parts: ReturnType<typeof appendedParts>;
  etag: string;
};

export function desktopDownloadRoutes(ctx: AppContext, dir: string): FastifyPluginAsync {
  return async (app) => {
    const layouts = new LayoutCache();
    const route = { schema: { hide: true } };

    /** Opens the built zip (null when it is not built); the caller closes the handle. */
    async function prepare(platform: DesktopPlatform, serverUrl: string): Promise<Prepared | null> {
      const file = path.join(dir, desktopZipName(platform));
      const handle = await open(file, 'r').catch(() => null);
      if (!handle) return null;
      try {
        const info = await handle.stat();
        const layout = await layouts.get(file, handle, info);
        const parts = appendedParts(layout, `${layout.topFolder}server.json`, serverJson(serverUrl));
        const etag = `"${createHash('sha256')
          .update(`${info.ino}:${info.size}:${info.mtimeMs}\0${serverUrl}`)
          .digest('base64url')
          .slice(0, 27)}"`;
        return { handle, layout, parts, etag };
      } catch (error) {
        await handle.close();
        if (error instanceof NotAZipError) {
          app.log.error({ file, err: error }, 'the built desktop recorder zip is not readable');
          return null;
        }
        throw error;
      }
    }

    // What the download page lists: the platforms built on this server and their sizes.
    app.get(`${DESKTOP_DOWNLOADS_PATH}/files.json`, route, async (request, reply) => {
      const serverUrl = ctx.origin.of(request);
      const files = [];
      for (const platform of DESKTOP_PLATFORMS) {
        const prepared = await prepare(platform, serverUrl);
        if (!prepared) continue;
        await prepared.handle.close();
        files.push({
          platform,
          name: desktopZipName(platform),
          url: `${DESKTOP_DOWNLOADS_PATH}/${desktopZipName(platform)}`,
          size: prepared.parts.size,
        });
      }
      return reply.header('cache-control', 'no-cache').send({ files });
    });

    app.get<{ Params: { file: string } }>(
      `${DESKTOP_DOWNLOADS_PATH}/:file`,
      route,
      async (request, reply) => {
        const platform = NAMES.get(request.params.file);
        if (!platform) {
          throw notFound(
            `There is no desktop recorder download called ${request.params.file}. The downloads are ${[...NAMES.keys()].join(', ')}.`,
            'NOT_FOUND',
          );
        }
        const prepared = await prepare(platform, ctx.origin.of(request));
        if (!prepared) throw notFound(NOT_BUILT, 'DESKTOP_RECORDER_NOT_BUILT');
        reply.header('cache-control', 'no-cache').header('etag', prepared.etag);
        if (request.headers['if-none-match'] === prepared.etag) {
          await prepared.handle.close();
          return reply.status(304).send();
        }
        return reply
          .type('application/zip')
          .header('content-length', prepared.parts.size)
          .header('content-disposition', `attachment; filename="${request.params.file}"`)
          .send(appendedZipStream(prepared.handle, prepared.layout, prepared.parts));
      },
    );
  };
}
