import type { z } from 'zod';
import type { ErrorCode } from '../errors/catalogue';
import type { ApiKeyScope } from '../schemas/apiKey';
import type { SessionKind } from '../schemas/auth';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The error codes any endpoint can answer with, besides its own: a request that does not match
 * (VALIDATION_ERROR, UNSTORABLE_TEXT, BAD_REQUEST and the framework's FST_… codes for malformed
 * JSON, a wrong content type or a body over its limit), no or an ended session (UNAUTHORIZED,
 * INVALID_TOKEN), a token of a kind the endpoint does not serve (TOKEN_SCOPE), too many requests
 * (RATE_LIMITED), an unknown route (NOT_FOUND), the database restarting or held up
 * (DATABASE_UNAVAILABLE, DATABASE_BUSY), a full disk of the server (STORAGE_FULL, 507: nothing was
 * saved), file storage out of reach (STORAGE_UNAVAILABLE, 503: an S3 outage, for any call that
 * reads or writes files) and a fault (INTERNAL).
 */
export const COMMON_ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNSTORABLE_TEXT',
  'BAD_REQUEST',
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'UNAUTHORIZED',
  'INVALID_TOKEN',
  'TOKEN_SCOPE',
  'RATE_LIMITED',
  'NOT_FOUND',
  'DATABASE_UNAVAILABLE',
  'DATABASE_BUSY',
  'STORAGE_FULL',
  'STORAGE_UNAVAILABLE',
  'INTERNAL',
] as const satisfies readonly ErrorCode[];
export type CommonErrorCode = (typeof COMMON_ERROR_CODES)[number];

/**
 * Who holds a bearer token: a person's browser sign-in, a desktop recorder connected by code, or an
 * organization's API key (`sk_…`, issue 50 item 3). The one vocabulary of who may call what. A key
 * is never listed in `callers`: it reaches exactly the endpoints whose `scope` it holds.
 */
export type Caller = SessionKind | 'API_KEY';
/** The callers an endpoint lists by kind: every one but an API key (which goes by `scope`). */
export type SessionCaller = Exclude<Caller, 'API_KEY'>;

/**
 * The callers of an endpoint that does not name its own: browser sessions only, so an endpoint
 * added later is closed to every narrower token until its declaration opens it.
 */
export const DEFAULT_CALLERS: readonly SessionCaller[] = ['BROWSER'];

/** A signed-in person and the desktop recorder they connected: the recorder's few calls. */
export const WITH_DESKTOP_RECORDER: readonly SessionCaller[] = ['BROWSER', 'DESKTOP_RECORDER'];

type SuccessStatus = 200 | 201 | 202 | 204;

/** The schemas an endpoint's messages follow (zod's core type: classic or `zod/mini` schemas). */
export type EndpointSchemas = {
  params?: z.core.$ZodType;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  response: z.core.$ZodType;
  /** The error body when it carries documented fields beyond `message` and `code`. */
  error?: z.core.$ZodType;
};

/**
 * One endpoint of the /v1 API, declared once in packages/shared: its method, path, documentation,
 * success status and error codes as data, beside the schemas of its messages. The server registers
 * its route from it (validation, serialization, the OpenAPI entry), the web tests check their fake
 * answers with the same schemas, and the web app calls it through lib/client, which reads only
 * the data: the web's production build leaves the schemas out (apps/web/src/build/
 * stripContractSchemas.ts), so the signed-out screens load no zod.
 */
export type Endpoint<S extends EndpointSchemas = EndpointSchemas> = {
  method: HttpMethod;
  /** Under /v1, with `:name` for each path parameter. */
  path: string;
  summary?: string;
  /** The OpenAPI tag it is listed under. */
  tag: string;
  /** Whether it needs a bearer token (false: signed-out screens, webhooks). */
  auth: boolean;
  /**
   * Which kinds of token may call it (DEFAULT_CALLERS unless said): any other answers 403
   * TOKEN_SCOPE. A desktop recorder's token is listed only where the recorder needs it.
   */
  callers?: readonly SessionCaller[];
  /**
   * The API key scope that opens this endpoint to keys (besides its `callers`); none: no key may
   * call it (403 TOKEN_SCOPE). Shown per operation in the OpenAPI document.
   */
  scope?: ApiKeyScope;
  /** The success status (200 unless said); 204 answers nothing. */
  status?: SuccessStatus;
  /** Other success statuses the route answers with the same body, set by its handler. */
  alsoAnswers?: readonly SuccessStatus[];
  /** The `code` values its error answers carry besides COMMON_ERROR_CODES (errors/catalogue.ts). */
  errors: readonly ErrorCode[];
  /**
   * A body of raw bytes rather than JSON (a screenshot): its media types, for the OpenAPI document.
   * The route reads the bytes itself; nothing validates them as a schema.
   */
  rawBody?: { types: readonly string[]; description: string };
  /**
   * A multipart/form-data body (a recording, an image file): its parts, for the OpenAPI document.
   * The route reads the parts itself, with its own limits; clients send a FormData (or its bytes).
   */
  formBody?: FormBody;
  /**
   * What its path parameters, query, body, answer and documented error body follow. Left out of
   * the web's production build: the web app's code never reads it (only its tests do).
   */
  schemas: S;
};

/** The parts of a multipart body: each named one, and what other parts carry (one per image). */
export type FormBody = {
  description: string;
  parts: Readonly<Record<string, { description: string; file?: boolean }>>;
  /** Parts under other names (one file per step, named as its manifest says). */
  otherFiles?: string;
};

/**
 * `defineEndpoint({ method: 'POST', path: '/auth/login', …, schemas: { body: ZLoginRequest,
 * response: ZTokenResponse } })`: the endpoint with its literal types kept (its error codes, its
 * schemas), from which callers and handlers take their types.
 */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type SchemasOf<E> = E extends { schemas: infer S } ? S : never;
type SchemaAt<E, K extends keyof EndpointSchemas> =
  SchemasOf<E> extends { [P in K]: infer T } ? (T extends z.core.$ZodType ? T : never) : never;
type Has<E, K extends keyof EndpointSchemas> = [SchemaAt<E, K>] extends [never] ? false : true;
type In<E, K extends keyof EndpointSchemas> = Has<E, K> extends true ? z.input<SchemaAt<E, K>> : undefined;
type Out<E, K extends keyof EndpointSchemas> = Has<E, K> extends true ? z.output<SchemaAt<E, K>> : undefined;

/** What a caller sends: path parameters, query and body, each only when the endpoint has one. */
export type EndpointInput<E extends Endpoint> = (Has<E, 'params'> extends true
  ? { params: In<E, 'params'> }
  : { params?: undefined }) &
  (Has<E, 'query'> extends true ? { query?: In<E, 'query'> } : { query?: undefined }) &
  (Has<E, 'body'> extends true ? { body: In<E, 'body'> } : { body?: undefined });

/** What the server's handler receives, validated. */
export type EndpointRequest<E extends Endpoint> = {
  params: Out<E, 'params'>;
  query: Out<E, 'query'>;
  body: Out<E, 'body'>;
};

/** The answer as the client receives it (what the response schema outputs). */
export type EndpointResponse<E extends Endpoint> = Out<E, 'response'>;
export type EndpointErrorCode<E extends Endpoint> = E['errors'][number] | CommonErrorCode;

/** The path with its parameters filled in (each encoded), e.g. /help-articles/42/title. */
export function endpointPath(endpoint: Pick<Endpoint, 'path'>, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`${endpoint.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
