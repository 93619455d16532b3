import {
  type Caller,
  COMMON_ERROR_CODES,
  DEFAULT_CALLERS,
  type Endpoint,
  type EndpointRequest,
  type EndpointResponse,
  ERROR_CATALOGUE,
  type ErrorCode,
  isErrorCode,
  ZErrorBody,
} from '@support/shared';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import { runWithApiKey } from '../../core/apiKeyCall';

/** What a route adds to its endpoint: its hooks and limits. */
export type RouteExtras = Pick<RouteShorthandOptions, 'onRequest' | 'preHandler' | 'bodyLimit' | 'config'>;

type Request<E extends Endpoint> = FastifyRequest<{
  Params: EndpointRequest<E>['params'];
  Querystring: EndpointRequest<E>['query'];
  Body: EndpointRequest<E>['body'];
}>;

type Handler<E extends Endpoint> = (
  request: Request<E>,
  reply: FastifyReply,
) => Promise<EndpointResponse<E>> | EndpointResponse<E>;

/**
 * Registers an endpoint of the shared contract (packages/shared/src/contract) as a route: its
 * method, path, OpenAPI entry and success status from the definition, validation and the answer's
 * serialization from the schemas declared with it (`route(app, stepsApi.delete, …)`; the web tests
 * check their fake answers with the same ones). Error answers are `ZErrorBody`; in tests, one whose
 * code the definition does not declare fails.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  extras: RouteExtras = {},
): void {
  const status = endpoint.status ?? 200;
  const { params, query, body, response, error } = endpoint.schemas as {
    params?: unknown;
    query?: unknown;
    body?: unknown;
    response: unknown;
    error?: typeof ZErrorBody;
  };
  // A named error body is one of the forms: other refusals (a bad parameter) have only the usual fields.
  const errorBody = error ? z.union([error, ZErrorBody]) : ZErrorBody;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...extras,
    // The callers travel with the route, where `authenticate` reads them (a route outside the
    // contract names its own in `config.callers`; none named means browser sessions only).
    config: { ...extras.config, endpoint, callers: endpoint.callers },
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.auth ? securityOf(endpoint) : {}),
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      response: {
        [status]: response,
        ...Object.fromEntries((endpoint.alsoAnswers ?? []).map((other) => [other, response])),
        // Each status with its codes, for API clients; any other error still goes out as an error
        // body (a code missed here must not turn a refusal into a 500 in production; tests catch
        // it, see catalogueErrorsOnly).
        ...errorStatuses(endpoint, errorBody),
        '4xx': errorBody,
        '5xx': errorBody,
      },
    },
    handler: async (request, reply) => {
      const answer = await runWithApiKey(request.actor, `${endpoint.method} ${endpoint.path}`, () =>
        handler(request as Request<E>, reply),
      );
      if (reply.sent) return reply;
      if (status === 204) return reply.status(204).send();
      return reply.status(status).send(answer);
    },
  });
}

const CALLER_NAMES: Record<Caller, string> = {
  BROWSER: "a person's sign-in",
  DESKTOP_RECORDER: "a connected desktop recorder's token",
  API_KEY: 'an API key',
};

/**
 * Which tokens an endpoint takes, for API clients reading the OpenAPI document: the session's
 * bearer scheme, and the API key scheme with the scope it needs where a key may call it (also
 * stated as `x-api-key-scope`, for tools that read operations by machine).
 */
function securityOf(endpoint: Endpoint) {
  const callers: Caller[] = [...(endpoint.callers ?? DEFAULT_CALLERS)];
  if (endpoint.scope) callers.push('API_KEY');
  const names = callers.map((caller) => CALLER_NAMES[caller]).join(' or ');
  const scopeNote = endpoint.scope ? ` An API key needs the scope \`${endpoint.scope}\`.` : '';
  const security: Record<string, string[]>[] = [{ bearer: [] }];
  if (endpoint.scope) security.push({ apiKey: [endpoint.scope] });
  return {
    security,
    description: `Takes ${names}; any other token answers 403 TOKEN_SCOPE.${scopeNote}`,
    ...(endpoint.scope ? { 'x-api-key-scope': endpoint.scope } : {}),
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint a route was registered from (lib/contract/route.ts). */
    endpoint?: Endpoint;
  }
}

const COMMON = new Set<ErrorCode>(COMMON_ERROR_CODES);

/** The endpoint's error codes grouped by their catalogue status: `{ 404: body described "Error codes: …" }`. */
function errorStatuses<S extends z.ZodType>(endpoint: Endpoint, body: S): Record<number, S> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set([...endpoint.errors, ...COMMON_ERROR_CODES])) {
    const status = ERROR_CATALOGUE[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [status, body.describe(`Error codes: ${codes.join(', ')}`) as S]),
  );
}

/**
 * Tests only: an error answer carries a code of the catalogue (packages/shared/src/errors/
 * catalogue.ts) with the catalogue's status, and a contract route's a code its endpoint declares
 * (or a common one), so the codes the web app compares against are the codes the server sends. An
 * answer that breaks either turns into a failure the test sees.
 */
export const catalogueErrorsOnly: onSendHookHandler = (request, reply, payload, done) => {
  if (reply.statusCode < 400 || typeof payload !== 'string') return done(null, payload);
  let code: unknown;
  try {
    code = (JSON.parse(payload) as { code?: unknown }).code;
  } catch {
    return done(null, payload);
  }
  if (code === undefined) return done(null, payload);
  const where = `${request.method} ${request.routeOptions.url ?? request.url}`;
  if (!isErrorCode(code))
    return done(new Error(`${where} answered the error code ${code}, which is not in the catalogue`));
  const status = ERROR_CATALOGUE[code].status;
  if (status !== reply.statusCode)
    return done(
      new Error(`${where} answered ${code} with ${reply.statusCode}; the catalogue's status is ${status}`),
    );
  const endpoint = request.routeOptions.config.endpoint;
  if (!endpoint || COMMON.has(code) || endpoint.errors.includes(code)) return done(null, payload);
  done(new Error(`${where} answered the error code ${code}, which its endpoint does not declare`));
};

/**
 * The bytes a route with response schema `schema` sends for `value`, checked and written out once:
 * for answers kept in memory or tagged by their bytes, sent as they are.
 */
export function serializedAs(schema: z.ZodType, value: unknown): Buffer {
  return Buffer.from(JSON.stringify(schema.parse(value)));
}
