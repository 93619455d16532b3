import path from 'node:path';
import { z } from 'zod';
import { isResolverAddress } from '../../lib/dns/resolverAddress';
import { env } from '../variable';
import { flag, hostList, int, list, megabytes, withoutTrailingSlash } from './parsers';

/** The server itself: where it listens and keeps its data, its database, the hosts it trusts, slow clients, uploads, jobs and the public site. */
export const serverSettings = {
  nodeEnv: env(
    'NODE_ENV',
    z.enum(['development', 'production', 'test']).default('production'),
    'development or test for local work.',
  ),
  port: env('PORT', int().min(0).max(65535).default(3000), 'HTTP port.'),
  host: env('HOST', z.string().default('0.0.0.0'), 'Interface to listen on.'),
  dataDir: env(
    'DATA_DIR',
    z.string().default('./data'),
    'The embedded database, the generated JWT secret, the mail outbox.',
    (dir) => path.resolve(dir),
  ),
  databaseUrl: env(
    'DATABASE_URL',
    z.url().optional(),
    'A PostgreSQL server; unset: the embedded PGlite database in DATA_DIR/db.',
  ),
  // PostgreSQL only (the embedded database has one connection and no other sessions to wait for).
  databasePool: {
    size: env(
      'DATABASE_POOL_SIZE',
      int().min(1).max(1000).default(10),
      'Connections each process keeps at most.',
    ),
    connectTimeoutMs: env(
      'DATABASE_CONNECT_TIMEOUT_MS',
      int().min(100).max(600_000).default(5000),
      'Opening a connection, and waiting for a free one in the pool, fails after this long (503).',
    ),
    statementTimeoutMs: env(
      'DATABASE_STATEMENT_TIMEOUT_MS',
      int().min(0).max(3_600_000).default(30_000),
      'statement_timeout of every connection (0: none).',
    ),
    lockTimeoutMs: env(
      'DATABASE_LOCK_TIMEOUT_MS',
      int().min(0).max(3_600_000).default(2000),
      'The longest a statement waits for a row another session holds: a stalled process delays others by at most this.',
    ),
    idleInTransactionTimeoutMs: env(
      'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
      int().min(0).max(3_600_000).default(15_000),
      'A session that leaves a transaction open this long (a frozen process) is ended by the server, freeing its locks.',
    ),
  },
  publicUrl: env(
    'PUBLIC_URL',
    z.url().optional(),
    'Where every absolute link points; unset: the request host when it is allowed (lib/trustedOrigin.ts), else localhost.',
    withoutTrailingSlash,
  ),
  allowedHosts: env(
    'ALLOWED_HOSTS',
    z.string().optional(),
    'Host names (optionally host:port) whose requests may build links when PUBLIC_URL is unset; lowercased.',
    hostList,
  ),
  fetchAllowedPrivateHosts: env(
    'FETCH_ALLOWED_PRIVATE_HOSTS',
    z.string().optional(),
    'Host names the theme extraction may fetch although they resolve to a private, loopback or link-local address (lib/safeFetch): an intranet install’s own sites.',
    hostList,
  ),
  webhooksAllowLoopbackHttp: env(
    'WEBHOOKS_ALLOW_LOOPBACK_HTTP',
    flag().default(false),
    'Webhook endpoints may be plain http to a loopback address (127.0.0.1, ::1, localhost): a receiver on the same machine, and the tests. Off: https only, and never to a private address.',
  ),
  dnsResolver: env(
    'DNS_RESOLVER',
    z
      .string()
      .trim()
      .refine(isResolverAddress, {
        message:
          'DNS_RESOLVER must be an IP address with an optional port, such as 127.0.0.1:5353 or [::1]:53',
      })
      .optional(),
    'The DNS server custom domains’ TXT records are looked up at; unset: the machine’s resolvers. Tests point it at a loopback stand-in.',
  ),
  corsOrigins: env(
    'CORS_ORIGINS',
    z.string().optional(),
    'Origins allowed to call the API from a browser, comma-separated.',
    list,
  ),
  logLevel: env(
    'LOG_LEVEL',
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    'pino’s level.',
  ),
  // Slow clients: a connection must send its headers, and the whole request, within these times,
  // and may not stay silent longer than the idle time (a stalled body included).
  http: {
    headersTimeoutMs: env(
      'HTTP_HEADERS_TIMEOUT_MS',
      int().min(10).max(600_000).default(20_000),
      'Node’s headersTimeout.',
    ),
    requestTimeoutMs: env(
      'HTTP_REQUEST_TIMEOUT_MS',
      int().min(10).max(3_600_000).default(120_000),
      'Node’s requestTimeout: the whole request, body included.',
    ),
    idleTimeoutMs: env(
      'HTTP_IDLE_TIMEOUT_MS',
      int().min(10).max(600_000).default(30_000),
      'The socket’s idle time.',
    ),
  },
  // Recording uploads in flight: per server process, and per organization across all servers.
  uploads: {
    perServer: env(
      'UPLOADS_PER_SERVER',
      int().min(1).max(1000).default(8),
      'Recording uploads one server process receives at once.',
    ),
    perOrganization: env(
      'UPLOADS_PER_ORGANIZATION',
      int().min(1).max(1000).default(3),
      'Recording uploads one organization may have in progress at once.',
    ),
    externalImageQuotaBytes: env(
      'EXTERNAL_IMAGES_QUOTA_MB',
      z.coerce.number().min(0).max(10_000_000).default(1024),
      'Storage an organization’s article images may use, in MB.',
      megabytes,
    ),
  },
  webDistDir: env(
    'WEB_DIST_DIR',
    z.string().optional(),
    'The built web app the server serves; unset: apps/web/dist.',
  ),
  worker: env(
    'WORKER',
    z.enum(['on', 'off']).default('on'),
    'on: the server also runs the job worker.',
    (value) => value === 'on',
  ),
  webConcurrency: env(
    'WEB_CONCURRENCY',
    int().min(1).max(64).default(1),
    'Server processes sharing the port (node:cluster); more than one needs DATABASE_URL.',
  ),
  // Job queue: image work is CPU-heavy, so two jobs at a time per process suits a 2-core machine.
  jobs: {
    concurrency: env(
      'JOB_CONCURRENCY',
      int().min(1).max(64).default(2),
      'Jobs one worker runs at a time in each lane.',
    ),
    leaseMs: env(
      'JOB_LEASE_SECONDS',
      int().min(5).max(3600).default(60),
      'A job whose worker stops renewing it for this long is taken up by another worker.',
      (seconds) => seconds * 1000,
    ),
    pollMs: env(
      'JOB_POLL_MS',
      int().min(50).max(60_000).default(1000),
      'How often an idle worker looks for due jobs (enqueues wake it at once anyway).',
    ),
  },
  trustProxy: env(
    'TRUST_PROXY',
    flag().default(false),
    'Client addresses and the request’s host and scheme come from X-Forwarded-*.',
  ),
  // Public site: a host of its own for help centers and shared links, and the rendered-page cache.
  publicSite: {
    docsUrl: env(
      'DOCS_URL',
      z.url().optional(),
      'Where public links point; unset: PUBLIC_URL or the request’s own host.',
      withoutTrailingSlash,
    ),
    pageCacheBytes: env(
      'PUBLIC_PAGE_CACHE_MB',
      z.coerce.number().min(0).max(4096).default(64),
      'Rendered public pages kept in memory (all encodings together), in MB.',
      megabytes,
    ),
    renderBudgetMsPerMb: env(
      'MARKDOWN_RENDER_BUDGET_MS',
      int().min(100).max(600_000).default(20_000),
      'Time a render thread may spend on a megabyte of markdown before it is stopped.',
    ),
  },
};
