import { ERROR_CATALOGUE, type ErrorCode, isErrorCode } from '@support/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseUnavailability } from '../db/unavailable';
import { isDiskFull } from '../lib/diskFull';
import { AppError, DATABASE_UNAVAILABLE, STORAGE_FULL, StorageUnavailableError } from '../lib/errors';

/**
 * The one place errors become HTTP answers. Every body is `{ message, code?, ...extra }`;
 * client mistakes are 4xx with a message, and anything unexpected is a plain 500 whose
 * details stay in the log next to the request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  const diskFullLog = onceAMinute();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDiskFull(error)) {
      // The operator must hear of it, but a full disk must not fill faster with a line per write.
      const suppressed = diskFullLog.take();
      if (suppressed !== null)
        request.log.error({ err: error, suppressed }, 'disk full: a write was refused');
      return reply
        .status(STORAGE_FULL.status)
        .send({ message: STORAGE_FULL.message, code: STORAGE_FULL.code });
    }
    if (error instanceof StorageUnavailableError) {
      // An outage, not a bug, but nothing else tells operators that S3 is away: a warning with its cause.
      const cause = error.cause as { message?: string; code?: string; name?: string } | undefined;
      request.log.warn({ err: { message: cause?.message, code: cause?.code ?? cause?.name } }, error.message);
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ ...error.extra, message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The first issue's own text is the message (the spec's texts live in the shared schemas);
      // `field` and `issues` tell API clients where.
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || undefined;
      return reply.status(400).send({
        message: first?.message ?? 'Invalid request',
        code: 'VALIDATION_ERROR',
        field,
        issues: error.validation.map((issue) => ({ path: issue.instancePath, message: issue.message })),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ message: 'Internal server error', code: 'INTERNAL' });
    }
    const unavailability = databaseUnavailability(error);
    if (unavailability) {
      // Not a bug: the database restarts, fails over or is held up. A warning, and an answer a load
      // balancer or client can retry on.
      const answer = DATABASE_UNAVAILABLE[unavailability];
      request.log.warn({ err: { message: error.message, code: errorCode(error) } }, answer.message);
      return reply
        .status(503)
        .header('retry-after', String(answer.retryAfterSeconds))
        .send({ message: answer.message, code: answer.code });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's and its plugins' own client errors: malformed JSON, wrong content type, body too
      // large, rate limit. Answered with a catalogue code and that code's status.
      const code = frameworkCode(error, status);
      return reply.status(ERROR_CATALOGUE[code].status).send({ message: clientMessage(error, status), code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error', code: 'INTERNAL' });
  });
}

/** The JSON 404 of the API; the web app's fallback (plugins/webApp.ts) answers other paths. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): void {
  reply
    .status(404)
    .send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found`, code: 'NOT_FOUND' });
}

/** The catalogue's code for a framework's client error: its own code where the catalogue has it. */
function frameworkCode(error: FastifyError, status: number): ErrorCode {
  if (isErrorCode(error.code) && ERROR_CATALOGUE[error.code].status === status) return error.code;
  return FRAMEWORK_CODES[status] ?? 'BAD_REQUEST';
}

const FRAMEWORK_CODES: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'FST_ERR_CTP_BODY_TOO_LARGE',
  415: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const errorCode = (error: FastifyError): string | undefined =>
  (error.cause as { code?: string } | undefined)?.code ?? error.code;

/** Lets one line through a minute; `take()` answers how many were held back since, or null to stay quiet. */
function onceAMinute(now = () => Date.now()) {
  let last = Number.NEGATIVE_INFINITY;
  let held = 0;
  return {
    take(): number | null {
      if (now() - last < 60_000) {
        held++;
        return null;
      }
      last = now();
      const suppressed = held;
      held = 0;
      return suppressed;
    },
  };
}

function clientMessage(error: FastifyError, status: number): string {
  if (status === 429) return error.message || 'Too many requests, please try again later';
  if (status === 413) return 'Request body is too large';
  if (status === 415) return 'Unsupported content type';
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.message.includes('JSON'))
    return 'Malformed JSON body';
  return error.message || 'Bad request';
}
