import { mkdtempSync } from 'node:fs';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3StandIn, startS3StandIn } from '../../../test/s3StandIn';
import { ManualClock } from '../clock';
import { StorageUnavailableError } from '../errors';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('local storage', () => {
  const clock = new ManualClock(new Date('2026-05-01T10:00:00Z'));
  const storage = createLocalStorage({
    root: mkdtempSync(path.join(os.tmpdir(), 'storage-')),
    secret: 'secret-a',
    clock,
    ttlSeconds: 3600,
  });

  it('keeps the bytes and the content type, and forgets them on delete', async () => {
    await storage.put('orgs/a/image.png', png, 'image/png');
    expect(await storage.get('orgs/a/image.png')).toEqual({ body: png, contentType: 'image/png' });
    await storage.delete('orgs/a/image.png');
    expect(await storage.get('orgs/a/image.png')).toBeNull();
    await expect(storage.delete('orgs/a/image.png')).resolves.toBeUndefined();
  });

  it('refuses keys that would leave its folder', async () => {
    await expect(storage.put('../escape.png', png, 'image/png')).rejects.toThrow(/invalid storage key/);
    await expect(storage.get('a/../../b')).rejects.toThrow(/invalid storage key/);
    await expect(storage.put('/abs.png', png, 'image/png')).rejects.toThrow(/invalid storage key/);
  });

  it('signs relative URLs that stay the same within a window and expire after the TTL', async () => {
    const url = await storage.signedUrl('orgs/a/image.png');
    expect(url).toMatch(/^\/v1\/files\/orgs\/a\/image\.png\?expires=\d+&signature=[\w-]+$/);
    clock.advance(60_000);
    expect(await storage.signedUrl('orgs/a/image.png')).toBe(url);

    const query = new URL(url, 'http://x').searchParams;
    const expires = Number(query.get('expires'));
    const signature = query.get('signature')!;
    // Valid for at least half the TTL from when it was handed out, and not past the TTL.
    expect(expires * 1000 - clock.now().getTime()).toBeGreaterThanOrEqual(1800_000 - 60_000);
    expect(expires * 1000 - clock.now().getTime()).toBeLessThanOrEqual(3600_000);
    expect(storage.verify('orgs/a/image.png', expires, signature)).toBe('valid');
    expect(storage.verify('orgs/a/other.png', expires, signature)).toBe('invalid');
    expect(storage.verify('orgs/a/image.png', expires + 3600, signature)).toBe('invalid');
    expect(storage.verify('orgs/a/image.png', expires, `${signature.slice(0, -1)}A`)).not.toBe('valid');
    clock.set(new Date(expires * 1000 + 1));
    expect(storage.verify('orgs/a/image.png', expires, signature)).toBe('expired');
  });

  it("does not accept another server's signature", async () => {
    const other = createLocalStorage({ root: os.tmpdir(), secret: 'secret-b', clock, ttlSeconds: 3600 });
    const url = new URL(await other.signedUrl('orgs/a/image.png'), 'http://x');
    const expires = Number(url.searchParams.get('expires'));
    expect(storage.verify('orgs/a/image.png', expires, url.searchParams.get('signature')!)).toBe('invalid');
  });
});

describe('S3 storage through a loopback stand-in', () => {
  let s3: S3StandIn;
  let storage: Awaited<ReturnType<typeof createS3Storage>>;
  const clock = new ManualClock();

  beforeAll(async () => {
    s3 = await startS3StandIn();
    storage = await createS3Storage({
      bucket: 'help-files',
      region: 'eu-central-1',
      endpoint: s3.endpoint,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
      clock,
      ttlSeconds: 600,
    });
  });
  afterAll(async () => {
    storage.close();
    await s3.close();
  });

  it('puts, gets and deletes objects in the bucket with signed requests', async () => {
    await storage.put('orgs/a/image.png', png, 'image/png');
    expect(s3.objects.get('help-files/orgs/a/image.png')).toEqual({ body: png, contentType: 'image/png' });
    const put = s3.requests.find((r) => r.method === 'PUT');
    expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);

    expect(await storage.get('orgs/a/image.png')).toEqual({ body: png, contentType: 'image/png' });
    await storage.delete('orgs/a/image.png');
    expect(s3.objects.has('help-files/orgs/a/image.png')).toBe(false);
    expect(await storage.get('orgs/a/image.png')).toBeNull();
  });

  it('counts the bytes of a bucket page by page, and gives up past its bound', async () => {
    const objects = new Map(s3.objects);
    s3.objects.clear();
    s3.objects.set('other-bucket/x', { body: Buffer.alloc(99), contentType: 'image/png' });
    for (let i = 0; i < 2500; i++)
      s3.objects.set(`help-files/orgs/o/${String(i).padStart(4, '0')}.png`, {
        body: Buffer.alloc(i % 10),
        contentType: 'image/png',
      });
    const lists = () => s3.requests.filter((request) => request.query.get('list-type') === '2').length;
    const before = lists();
    // 250 sets of 0 + 1 + … + 9 bytes; the other bucket is not counted.
    expect(await storage.usedBytes(10_000)).toBe(250 * 45);
    expect(lists() - before).toBe(3);
    expect(await storage.usedBytes(1500)).toBeNull();
    s3.objects.clear();
    for (const [key, value] of objects) s3.objects.set(key, value);
  });

  it('hands out presigned URLs of the bucket that a browser can fetch', async () => {
    await storage.put('orgs/a/shot.png', png, 'image/png');
    const url = new URL(await storage.signedUrl('orgs/a/shot.png'));
    expect(`${url.origin}${url.pathname}`).toBe(`${s3.endpoint}/help-files/orgs/a/shot.png`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const response = await fetch(url);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
  });

  it('opens an object for reading in byte ranges, one ranged GET each, never the whole body', async () => {
    const audio = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));
    await storage.put('orgs/a/audio.webm', audio, 'audio/webm');
    const opened = await storage.open('orgs/a/audio.webm');
    expect(opened).toMatchObject({ size: 4096, contentType: 'audio/webm' });
    const read = async (range?: { start: number; end: number }) =>
      Buffer.concat(await opened!.stream(range).toArray());
    expect(await read({ start: 1000, end: 1999 })).toEqual(audio.subarray(1000, 2000));
    expect(s3.requests.at(-1)?.headers.range).toBe('bytes=1000-1999');
    expect(await read()).toEqual(audio);
    expect(await storage.open('orgs/a/missing.webm')).toBeNull();
  });

  it('gives up on a bucket that accepts the connection and never answers', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const stalled = await createS3Storage({
      bucket: 'help-files',
      region: 'eu-central-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
      clock,
      ttlSeconds: 600,
      timeouts: { connectMs: 1000, idleMs: 200 },
    });
    try {
      const started = performance.now();
      // An outage of storage, typed so that it is never answered as the database's.
      const error = await stalled.get('orgs/a/image.png').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(StorageUnavailableError);
      expect((error as Error).cause).toMatchObject({ message: expect.stringMatching(/timed out/) });
      // Three attempts of 200 ms each and the SDK's backoff between them, not forever.
      expect(performance.now() - started).toBeLessThan(5000);
      expect(sockets.length).toBeGreaterThanOrEqual(1);
    } finally {
      stalled.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
