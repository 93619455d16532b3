import yazl from 'yazl';
import type { App } from '../src/app';
import { bearer } from './app';
import { multipartBody } from './recordings';

/** A zip made in the test with yazl (a real zip writer), from its files' paths and contents. */
export function zipOf(
  files: Record<string, string | Buffer>,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [path, body] of Object.entries(files)) {
    zip.addBuffer(typeof body === 'string' ? Buffer.from(body) : body, path, {
      compress: options.compress ?? true,
    });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/**
 * The zip with every size its headers declare for the file set to `declared`: a directory that
 * lies about how much its file unpacks to (what a zip bomb does to get past a size check).
 */
export function lieAboutSizes(zip: Buffer, declared: number): Buffer {
  const patched = Buffer.from(zip);
  for (let at = 0; at < patched.length - 4; at++) {
    const signature = patched.readUInt32LE(at);
    if (signature === 0x04034b50) patched.writeUInt32LE(declared, at + 22);
    if (signature === 0x02014b50) patched.writeUInt32LE(declared, at + 24);
  }
  return patched;
}

export function uploadImport(
  app: App,
  token: string,
  input: { kind: string; file: Buffer; filename?: string; helpCenterId?: string },
) {
  const { payload, headers } = multipartBody([
    { name: 'kind', body: input.kind },
    ...(input.helpCenterId ? [{ name: 'helpCenterId', body: input.helpCenterId }] : []),
    {
      name: 'file',
      filename: input.filename ?? 'export.zip',
      contentType: 'application/zip',
      body: input.file,
    },
  ]);
  return app.inject({
    method: 'POST',
    url: '/v1/imports',
    headers: { ...headers, ...bearer(token) },
    payload,
  });
}
