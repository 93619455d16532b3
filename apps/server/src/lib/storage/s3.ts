import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import type { Clock } from '../clock';
import { assertValidKey, type OpenedObject, type Storage, type StoredObject, stableWindow } from './types';
import { asStorageError } from './unavailable';

export type S3Options = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

/**
 * The SDK waits forever by default: a bucket that accepts connections and then stalls would hold a
 * page, an upload or a job until the process ends. A connection must open within `connectMs`, and a
 * socket that moves no byte for `idleMs` fails the request (an upload or a long narration stream
 * keeps moving bytes, so it is not cut off). The SDK retries a timed-out request twice.
 */
export type S3Timeouts = { connectMs: number; idleMs: number };
const DEFAULT_TIMEOUTS: S3Timeouts = { connectMs: 10_000, idleMs: 60_000 };

/**
 * S3 or any S3-compatible service (MinIO, R2, Ceph, Garage) through the AWS SDK. The SDK is loaded
 * here, not where the module is imported: it takes about 100 ms and 10 MB of heap to load, and most
 * installations keep their files on disk (the bundle would otherwise load it at every start).
 */
export async function createS3Storage(
  options: S3Options & { clock: Clock; ttlSeconds: number; timeouts?: S3Timeouts },
): Promise<
  Storage & {
    close(): void;
    usedBytes(maxObjects: number): Promise<number | null>;
  }
> {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    NoSuchKey,
    PutObjectCommand,
    S3Client,
    S3ServiceException,
  } = await import('@aws-sdk/client-s3');
  const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
  /** S3's "no such object", as GetObject (NoSuchKey) and HeadObject (a bare 404) report it. */
  const isMissing = (error: unknown) =>
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
  const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
  const client = new S3Client({
    requestHandler: { connectionTimeout: timeouts.connectMs, socketTimeout: timeouts.idleMs },
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // Many S3-compatible services reject the newer default integrity checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without explicit keys the SDK's usual chain applies (environment, instance role, profile).
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;
  // Every call goes through here, so an outage leaves this module typed (unavailable.ts).
  const send: typeof client.send = ((command: Parameters<typeof client.send>[0]) =>
    client.send(command).catch((error: unknown) => {
      throw asStorageError(error);
    })) as typeof client.send;

  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertValidKey(key);
      await send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async putFile(key, file, contentType) {
      assertValidKey(key);
      // A stream with its length: the SDK sends it as it reads, so the file never sits in memory.
      const { size } = await stat(file);
      await send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      await rm(file, { force: true });
    },
    async get(key): Promise<StoredObject | null> {
      assertValidKey(key);
      try {
        const result = await send(new GetObjectCommand({ Bucket, Key: key }));
        const bytes = await result.Body?.transformToByteArray();
        return {
          body: Buffer.from(bytes ?? new Uint8Array()),
          contentType: result.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        // The body is read after send(): a connection cut mid-download is an outage too.
        throw asStorageError(error);
      }
    },
    async open(key): Promise<OpenedObject | null> {
      assertValidKey(key);
      let head: { ContentLength?: number; ContentType?: string };
      try {
        head = await send(new HeadObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return {
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? 'application/octet-stream',
        // Each read is its own ranged GET whose body is piped through as it arrives: a 100 MB
        // narration is never held in memory, whether it is played, zipped or transcribed.
        stream(range) {
          const out = new PassThrough();
          send(
            new GetObjectCommand({
              Bucket,
              Key: key,
              Range: range ? `bytes=${range.start}-${range.end}` : undefined,
            }),
          )
            .then((result) => {
              const body = result.Body;
              if (!(body instanceof Readable)) throw new Error(`no readable body for ${key}`);
              body.on('error', (error) => out.destroy(asStorageError(error) as Error));
              body.pipe(out);
            })
            .catch((error: unknown) => out.destroy(asStorageError(error) as Error));
          return out;
        },
      };
    },
    async delete(key) {
      assertValidKey(key);
      await send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async signedUrl(key, signOptions = {}) {
      assertValidKey(key);
      const ttl = signOptions.ttlSeconds ?? options.ttlSeconds;
      // Signed at the start of a stable window, so the URL (and the browser's cached image) holds.
      const { startMs, expiresMs } = stableWindow(options.clock.now().getTime(), ttl);
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), {
        expiresIn: Math.round((expiresMs - startMs) / 1000),
        signingDate: new Date(startMs),
      });
    },
    async usedBytes(maxObjects) {
      let total = 0;
      let counted = 0;
      let ContinuationToken: string | undefined;
      do {
        const page = await send(new ListObjectsV2Command({ Bucket, ContinuationToken, MaxKeys: 1000 }));
        for (const object of page.Contents ?? []) total += object.Size ?? 0;
        counted += page.KeyCount ?? page.Contents?.length ?? 0;
        if (counted > maxObjects) return null;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return total;
    },
    async check(timeoutMs) {
      // The cheapest request that proves the bucket answers with these credentials; the SDK's own
      // retries would outlast a probe's budget, hence the abort.
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
    },
    close: () => client.destroy(),
  };
}
