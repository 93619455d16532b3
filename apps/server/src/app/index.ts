import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import { API_KEY_CALLS_PER_MINUTE, API_KEY_SCOPES } from '@support/shared';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { openapiTransform } from '../lib/contract/openapiTransform';
import { catalogueErrorsOnly } from '../lib/contract/route';
import { FastPaths } from '../lib/http/fastPaths';
import { boundedLogOptions } from '../lib/log/bounded';
import type { Mailer } from '../lib/mail/mailer';
import { sweepSpool } from '../lib/uploads/spool';
import { registerModules } from '../modules';
import { SiteHosts } from '../modules/help-center-site/hosts';
import { helpCenterSiteRoutes } from '../modules/help-center-site/routes';
import { refuseUnverifiedDomains } from '../modules/help-center-site/unverifiedDomains';
import { scheduleDomainRechecks } from '../modules/help-centers/domainRecheckJob';
import { publicSiteRoutes } from '../modules/public-site/routes';
import { recorderDownloadRoutes } from '../modules/recorder-download/routes';
import { siteMetaRoutes } from '../modules/site-meta/routes';
import { widgetRoutes } from '../modules/widget/routes';
import { removeAbandonedRestores } from '../operations/backup/abandonedRestores';
import { closeUnreadBodies } from '../plugins/closeUnreadBodies';
import { registerErrorHandler, sendNotFound } from '../plugins/errorHandler';
import { securityHeaders } from '../plugins/securityHeaders';
import { refuseUnstorableText } from '../plugins/unstorableText';
import { registerWebApp } from '../plugins/webApp';
import { defaultWebDist } from '../webDist';
import { createContext } from './context';
import { wireJobsAndReactions } from './wiring';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Run jobs in this process once the app is ready (main: unless WORKER=off; tests drain with runUntilIdle). */
  startWorker?: boolean;
  /** Where log lines go (standard output unless given): tests read what the server logged. */
  logStream?: { write(line: string): void };
};

export type App = FastifyInstance & { ctx: AppContext; fastPaths: FastPaths };

/** Requests slower than this are logged at info even when they succeed. */
const SLOW_REQUEST_MS = 1000;

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  // Help centers answer at DOCS_URL's own address and at their own domains too (hosts.ts).
  const siteHosts = new SiteHosts(config.publicSite.docsUrl, Boolean(config.trustProxy));
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      // Cut and redacted: no customer text, no line over 16 KB (lib/log/bounded.ts).
      ...boundedLogOptions,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // One line per request from the onResponse hook below instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // Help centers answer at DOCS_URL's own address too (modules/help-center-site/hosts.ts).
    rewriteUrl: siteHosts.rewrite,
    // Fastify switches Node's request timeout off by default: a client sending a byte a second
    // would hold its connection (and an upload slot) forever.
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.idleTimeoutMs,
    http: {
      headersTimeout: Math.min(config.http.headersTimeoutMs, config.http.requestTimeoutMs),
      // Node checks the two timeouts above only this often (30 s by default).
      connectionsCheckingInterval: Math.max(
        5,
        Math.min(1000, Math.floor(Math.min(config.http.headersTimeoutMs, config.http.requestTimeoutMs) / 4)),
      ),
    },
  }).withTypeProvider<ZodTypeProvider>();

  // Fast successful requests are logged at debug: at the default level a busy server does not spend
  // its time writing a line per page view. Errors, redirects to sign-in and slow answers stay at info.
  const logsDebug = config.logLevel === 'debug' || config.logLevel === 'trace';
  app.addHook('onResponse', (request, reply, done) => {
    const elapsed = reply.elapsedTime;
    const quiet = reply.statusCode < 400 && elapsed < SLOW_REQUEST_MS;
    if (!quiet || logsDebug)
      request.log[quiet ? 'debug' : 'info'](
        { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(elapsed) },
        'request completed',
      );
    done();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  closeUnreadBodies(app);
  refuseUnstorableText(app);
  if (config.nodeEnv === 'test') app.addHook('onSend', catalogueErrorsOnly);

  const { ctx, close: closeContext } = await createContext({
    config,
    database: options.database,
    logger: app.log,
    clock: options.clock,
    mailer: options.mailer,
  });
  wireJobsAndReactions(ctx, app.log);
  // Once the app is ready (listen, or ready() in tests), after every route and plugin loaded.
  if (options.startWorker) {
    let stopRechecks = () => {};
    app.addHook('onReady', async () => {
      ctx.jobs.start();
      stopRechecks = scheduleDomainRechecks(ctx, app.log);
    });
    app.addHook('onClose', async () => stopRechecks());
  }
  sweepAbandonedUploads(app, config);

  securityHeaders(app, {
    // The SPA loads its own hashed scripts and styles; images may come from signed storage URLs.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:', 'http:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // The plugin's default methods are GET, HEAD and POST only; the API also updates with PUT and DELETE.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    });
  }

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Support as a Service API', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // OpenAPI 3.1 lets a non-OAuth scheme list the "roles" an operation needs: the key's scope.
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'sk_…',
            description: `An organization's API key (Settings → API keys), sent as \`Authorization: Bearer sk_…\`. Each operation a key may call names the scope it needs (${API_KEY_SCOPES.join(', ')}); any other answers 403 TOKEN_SCOPE. ${API_KEY_CALLS_PER_MINUTE} calls a minute per key.`,
          },
        },
      },
    },
    transform: openapiTransform,
  });

  await app.register(
    async (v1) => {
      v1.setNotFoundHandler(sendNotFound);
      await registerModules(v1 as never, ctx);
      v1.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/v1' },
  );

  // Pages in memory are answered before Fastify's pipeline (lib/http/fastPaths.ts).
  const fastPaths = new FastPaths((error) => app.log.error({ err: error }, 'fast path failed'));
  fastPaths.install(app.server);
  // First of all: a custom domain not (or no longer) verified serves nothing, in memory or not.
  refuseUnverifiedDomains(app, fastPaths, siteHosts);
  app.addHook('preClose', async () => fastPaths.close());
  await app.register(publicSiteRoutes(ctx, fastPaths));
  await app.register(helpCenterSiteRoutes(ctx, siteHosts, fastPaths));
  await app.register(widgetRoutes(ctx));
  await app.register(recorderDownloadRoutes(ctx));
  await app.register(siteMetaRoutes(ctx));
  const servesWeb = options.serveWeb && (await registerWebApp(app, config.webDistDir ?? defaultWebDist()));
  if (!servesWeb) app.setNotFoundHandler(sendNotFound);

  // Stops the queue (waiting for jobs in flight) before the caller closes the database.
  app.addHook('onClose', async () => closeContext());

  return Object.assign(app, { ctx, fastPaths }) as unknown as App;
}

/**
 * Temporary upload files a killed process left behind are removed at start and then hourly; a file
 * counts as left behind once it is older than the longest request may last, plus a margin.
 */
function sweepAbandonedUploads(app: FastifyInstance, config: Config): void {
  // And the unpacking folders of a restore that was killed (`npm run restore`, operations/backup).
  app.addHook('onReady', async () => {
    const removed = removeAbandonedRestores(config.dataDir);
    if (removed.length > 0) app.log.info({ removed }, 'removed the folders of an interrupted restore');
  });
  const olderThanMs = config.http.requestTimeoutMs + 10 * 60_000;
  const sweep = () =>
    sweepSpool(config.dataDir, olderThanMs)
      .then((removed) => {
        if (removed)
          app.log.info({ removed }, 'removed temporary upload files left by an interrupted upload');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not sweep temporary upload files'));
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(sweep, 60 * 60_000).unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
