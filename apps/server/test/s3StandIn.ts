import type { IncomingMessage } from 'node:http';
import { type LoopbackHandler, readBody, startLoopbackServer } from '@support/shared/testing/loopbackServer';

export type S3StandIn = {
  /** http://127.0.0.1:{port}: S3_ENDPOINT for path-style requests. */
  endpoint: string;
  /** What the server holds, by `bucket/key`. */
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Every request as `METHOD /bucket/key` with its query, for assertions. */
  requests: { method: string; path: string; query: URLSearchParams; headers: IncomingMessage['headers'] }[];
  /** An outage: the port refuses connections until `up()`, and what the bucket holds is kept. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A loopback stand-in for S3 that speaks just enough of the REST protocol (path-style PUT, GET,
 * DELETE of objects, ListObjectsV2 in pages) for the storage adapter. It does not check signatures; tests assert on the
 * requests it saw (an Authorization header, or a presigned query) instead.
 */
export async function startS3StandIn(): Promise<S3StandIn> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: S3StandIn['requests'] = [];
  const handle: LoopbackHandler = async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const objectPath = decodeURIComponent(url.pathname).replace(/^\/+/, '');
    requests.push({
      method: req.method ?? '',
      path: `/${objectPath}`,
      query: url.searchParams,
      headers: req.headers,
    });
    const body = await readBody(req);
    if (req.method === 'PUT') {
      objects.set(objectPath, {
        body,
        contentType: req.headers['content-type'] ?? 'application/octet-stream',
      });
      res.writeHead(200, { ETag: '"stand-in"' }).end();
      return;
    }
    const bucket = objectPath.replace(/\/$/, '');
    // HeadBucket (the readiness probe): every bucket exists here.
    if (req.method === 'HEAD' && !bucket.includes('/')) {
      res.writeHead(200).end();
      return;
    }
    if (req.method === 'GET' && url.searchParams.get('list-type') === '2' && !bucket.includes('/')) {
      res
        .writeHead(200, { 'Content-Type': 'application/xml' })
        .end(listPage(objects, bucket, url.searchParams));
      return;
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const object = objects.get(objectPath);
      if (!object) {
        res
          .writeHead(404, { 'Content-Type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${objectPath}</Key></Error>`,
          );
        return;
      }
      // One byte range (`bytes=a-b`), as the server's ranged reads of a narration ask.
      const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
      if (range && req.method === 'GET') {
        const start = Number(range[1]);
        const end = Math.min(Number(range[2]), object.body.length - 1);
        const part = object.body.subarray(start, end + 1);
        res.writeHead(206, {
          'Content-Type': object.contentType,
          'Content-Length': part.length,
          'Content-Range': `bytes ${start}-${end}/${object.body.length}`,
        });
        res.end(part);
        return;
      }
      res.writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': object.body.length });
      res.end(req.method === 'GET' ? object.body : undefined);
      return;
    }
    if (req.method === 'DELETE') {
      objects.delete(objectPath);
      res.writeHead(204).end();
      return;
    }
    res.writeHead(405).end();
  };
  let server: Awaited<ReturnType<typeof startLoopbackServer>> | null = await startLoopbackServer(handle);
  const endpoint = server.origin;
  const port = Number(new URL(endpoint).port);
  const down = async () => {
    await server?.close();
    server = null;
  };
  return {
    endpoint,
    objects,
    requests,
    down,
    up: async () => {
      server ??= await startLoopbackServer(handle, { port });
    },
    close: down,
  };
}

/** ListObjectsV2 of a bucket: keys in order, `max-keys` a page, the next key as continuation token. */
function listPage(objects: S3StandIn['objects'], bucket: string, query: URLSearchParams): string {
  const keys = [...objects.keys()]
    .filter((path) => path.startsWith(`${bucket}/`))
    .map((path) => path.slice(bucket.length + 1))
    .sort();
  const from = query.get('continuation-token') ?? '';
  const size = Number(query.get('max-keys') ?? 1000);
  const rest = keys.filter((key) => key >= from);
  const page = rest.slice(0, size);
  const next = rest[size];
  const contents = page
    .map(
      (key) =>
        `<Contents><Key>${key}</Key><Size>${objects.get(`${bucket}/${key}`)?.body.length ?? 0}</Size></Contents>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><KeyCount>${page.length}</KeyCount><MaxKeys>${size}</MaxKeys><IsTruncated>${next !== undefined}</IsTruncated>${next !== undefined ? `<NextContinuationToken>${next}</NextContinuationToken>` : ''}${contents}</ListBucketResult>`;
}
