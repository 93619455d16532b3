import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type ListeningTestApp, listeningTestApp } from '../../../test/app';
import { registerTrialAdmin } from '../../../test/factories';
import { recordingParts } from '../../../test/recordings';
import { requestHead, sendUnfinished } from '../../../test/socket';

/**
 * Limits over a real connection: an upload announces 2 GB and keeps sending; the answer must come
 * at the first part over a limit (or the first part no step names), with the documented code, and
 * the connection must close instead of the server reading the rest.
 */
let t: ListeningTestApp;
beforeAll(async () => {
  t = await listeningTestApp();
});
afterAll(() => t.close());

const BOUNDARY = '----limits';
const GB2 = 2 * 1024 * 1024 * 1024;

async function openUpload(token: string, imagePart: string) {
  const { manifest } = await recordingParts({ steps: 2 });
  const body = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="manifest"\r\nContent-Type: application/json\r\n\r\n` +
      `${JSON.stringify(manifest)}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${imagePart}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n` +
      '\x89PNG\r\n\x1a\n',
    'latin1',
  );
  const head = requestHead(
    '/v1/recordings',
    { ...bearer(token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    GB2,
  );
  return sendUnfinished({ port: t.port, head, body, maxFiller: 64 * 1024 * 1024 });
}

const jsonOf = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));

describe('a recording upload over a real connection', () => {
  it('answers 413 RECORDING_IMAGE_TOO_LARGE at the first part over 10 MB and closes the connection', async () => {
    const admin = await registerTrialAdmin(t.app);
    const exchange = await openUpload(admin.token, 'step-1');
    expect(exchange.response).toMatch(/^HTTP\/1\.1 413 /);
    expect(jsonOf(exchange.response)).toEqual({
      message: 'The image part "step-1" is larger than 10 MB',
      code: 'RECORDING_IMAGE_TOO_LARGE',
    });
    expect(exchange.closed).toBe(true);
    // Reading stopped near the limit: what was sent beyond it sat in socket buffers, not 2 GB.
    expect(exchange.bodyBytesSent).toBeLessThan(24 * 1024 * 1024);
  });

  it('refuses a part that no step names as soon as it starts, and closes the connection', async () => {
    const admin = await registerTrialAdmin(t.app);
    const exchange = await openUpload(admin.token, 'junk');
    expect(exchange.response).toMatch(/^HTTP\/1\.1 400 /);
    expect(jsonOf(exchange.response)).toEqual({
      message: 'Unexpected part "junk": no step names it as its image',
      code: 'INVALID_RECORDING',
    });
    expect(exchange.closed).toBe(true);
    expect(exchange.bodyBytesSent).toBeLessThan(16 * 1024 * 1024);
  });

  it('closes the connection of a refused upload without reading its body (401)', async () => {
    const head = requestHead(
      '/v1/recordings',
      { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      GB2,
    );
    const exchange = await sendUnfinished({
      port: t.port,
      head,
      body: Buffer.alloc(0),
      maxFiller: 64 * 1024 * 1024,
    });
    expect(exchange.response).toMatch(/^HTTP\/1\.1 401 /);
    expect(exchange.closed).toBe(true);
    expect(exchange.bodyBytesSent).toBeLessThan(16 * 1024 * 1024);
  });
});
