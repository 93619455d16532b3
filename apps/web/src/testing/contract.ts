import { COMMON_ERROR_CODES, type Endpoint, ERROR_CATALOGUE, isErrorCode, ZErrorBody } from '@support/shared';
import { type ContractEndpoint, contractEndpoints } from '@support/shared/contract-registry';
import { z } from 'zod';

/**
 * The web tests' check of fake API answers against the shared contract: an answer the server
 * could never send (a field missing or left out by its response schema, another success status,
 * an error code the endpoint does not declare) fails the test instead of passing it.
 */

const endpoints = contractEndpoints();
const COMMON = new Set<string>(COMMON_ERROR_CODES);

/**
 * The contract endpoint of a request (its method and its path under /v1, query ignored), or
 * undefined for calls the contract does not describe (uploads, downloads, /files). Where a
 * literal segment and a `:param` both match, the literal wins, as in the server's router.
 */
export function endpointOf(method: string, url: string): ContractEndpoint | undefined {
  const segments = (url.split('?')[0] ?? '').split('/');
  const candidates = endpoints.filter(
    ({ endpoint }) => endpoint.method === method.toUpperCase() && matches(endpoint.path.split('/'), segments),
  );
  return candidates.sort((a, b) => literalFirst(a.endpoint, b.endpoint))[0];
}

const isParam = (segment: string) => segment.startsWith(':');

function matches(pattern: string[], segments: string[]): boolean {
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) => (isParam(part) ? segments[index] !== '' : part === segments[index]))
  );
}

function literalFirst(a: Endpoint, b: Endpoint): number {
  const left = a.path.split('/');
  const right = b.path.split('/');
  for (const [index, part] of left.entries()) {
    const other = right[index] ?? '';
    if (isParam(part) !== isParam(other)) return isParam(part) ? 1 : -1;
  }
  return 0;
}

/** What is wrong with `data` as `found`'s answer with `status`, or undefined when the server could send it. */
export function answerProblem(found: ContractEndpoint, status: number, data: unknown): string | undefined {
  const { endpoint } = found;
  const { schemas } = endpoint;
  // What the web app receives: the fake sends the data as JSON.
  const sent = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
  if (status >= 200 && status < 300) {
    const statuses = [endpoint.status ?? 200, ...(endpoint.alsoAnswers ?? [])];
    if (!statuses.includes(status as never)) return `it answers ${statuses.join(' or ')}, not ${status}`;
    if (status === 204) return sent === undefined ? undefined : 'a 204 answer has no body';
    return schemaProblem(schemas.response, sent);
  }
  if (status < 400) return undefined;
  const body = z.safeParse(ZErrorBody, sent);
  if (!body.success) return `an error body is { message, code? }: ${issues(body.error)}`;
  const { code } = body.data;
  if (code !== undefined && !isErrorCode(code)) return `the error code ${code} is not in the catalogue`;
  if (code !== undefined && ERROR_CATALOGUE[code].status !== status)
    return `${code} is answered with ${ERROR_CATALOGUE[code].status}, not ${status} (errors/catalogue.ts)`;
  if (code !== undefined && !COMMON.has(code) && !endpoint.errors.includes(code))
    return `it does not declare the error code ${code}`;
  // The endpoint's own refusals, and any answer with more than the usual fields, carry the fields
  // its error schema documents.
  const documented =
    (code !== undefined && isErrorCode(code) && endpoint.errors.includes(code)) ||
    Object.keys(body.data).some((key) => key !== 'message' && key !== 'code');
  return schemas.error && documented ? schemaProblem(schemas.error, sent) : undefined;
}

/**
 * What the server would refuse in a request the web app sends to `found` (its path parameters,
 * query and JSON body, parsed with the endpoint's schemas as the server parses them), or undefined.
 */
export function requestProblem(found: ContractEndpoint, url: string, body: unknown): string | undefined {
  const { endpoint } = found;
  const { schemas } = endpoint;
  const [path = '', search = ''] = url.split('?');
  if (schemas.params) {
    const names = endpoint.path.split('/');
    const values = path.split('/');
    const params = Object.fromEntries(
      names.flatMap((name, index) =>
        isParam(name) ? [[name.slice(1), decodeURIComponent(values[index] ?? '')]] : [],
      ),
    );
    const parsed = z.safeParse(schemas.params, params);
    if (!parsed.success) return `its path parameters would be refused: ${issues(parsed.error)}`;
  }
  if (schemas.query) {
    // As Fastify's query parser gives it: a repeated name becomes a list.
    const query: Record<string, string | string[]> = {};
    for (const [name, value] of new URLSearchParams(search)) {
      const before = query[name];
      query[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
    }
    const parsed = z.safeParse(schemas.query, query);
    if (!parsed.success) return `its query would be refused: ${issues(parsed.error)}`;
  }
  if (schemas.body) {
    const parsed = z.safeParse(schemas.body, body);
    if (!parsed.success) return `its body would be refused (400): ${issues(parsed.error)}`;
  }
  return undefined;
}

/**
 * Serialized as the server does (fastify-type-provider-zod encodes with the schema): it must pass
 * and come out as it went in, or the server would refuse it or send something else.
 */
function schemaProblem(schema: z.core.$ZodType, sent: unknown): string | undefined {
  const result = z.safeEncode(schema, sent);
  if (!result.success) return issues(result.error);
  const kept = result.data === undefined ? undefined : JSON.parse(JSON.stringify(result.data));
  return difference(sent, kept, '');
}

function difference(sent: unknown, kept: unknown, path: string): string | undefined {
  if (typeof sent === 'object' && sent !== null && typeof kept === 'object' && kept !== null) {
    const sentKeys = Object.keys(sent);
    const keptKeys = Object.keys(kept);
    const dropped = sentKeys.find((key) => !keptKeys.includes(key));
    if (dropped !== undefined)
      return `${at(path, dropped)} is not in the response schema: the server never sends it`;
    const added = keptKeys.find((key) => !sentKeys.includes(key));
    if (added !== undefined) return `${at(path, added)} is missing: the server always sends it`;
    for (const key of sentKeys) {
      const found = difference(
        (sent as Record<string, unknown>)[key],
        (kept as Record<string, unknown>)[key],
        at(path, key),
      );
      if (found) return found;
    }
    return undefined;
  }
  if (sent === kept) return undefined;
  return `${path || 'the answer'} would be sent as ${JSON.stringify(kept)}, not ${JSON.stringify(sent)}`;
}

const at = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The first few of zod's issues, each at its path (`steps.0.id: Invalid UUID`). */
function issues(error: z.ZodError): string {
  const shown = error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || 'the answer'}: ${issue.message}`);
  const more = error.issues.length - shown.length;
  return shown.join('; ') + (more > 0 ? ` (and ${more} more)` : '');
}

/** A fake answer that breaks the contract; kept until the test ends so that it fails the test. */
export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

const violations: ContractViolation[] = [];

/**
 * Checks a fake answer to `method url`: throws a ContractViolation naming the endpoint and the
 * problem (the request rejects), and keeps it, so that failOnContractViolations fails the test
 * even when the screen took the rejection for a server error it was meant to show.
 */
export function checkAnswer(method: string, url: string, status: number, data: unknown): void {
  const found = endpointOf(method, url);
  if (!found) return;
  const problem = answerProblem(found, status, data);
  if (!problem) return;
  const violation = new ContractViolation(
    `Fake answer ${status} to ${method.toUpperCase()} ${url} (${found.name}, ${found.endpoint.path}) ` +
      `is one the server could never send: ${problem}`,
  );
  violations.push(violation);
  throw violation;
}

/**
 * Checks a request the screen sends to `method url` with the JSON `body` against the fake's answer
 * `status`: a request the server would refuse that the fake answers with anything but the server's
 * 400 throws (and is kept, as checkAnswer's are), so a screen cannot pass a test by sending what
 * the real server refuses. A fake 400 to such a request is the real exchange, and allowed.
 */
export function checkRequest(method: string, url: string, body: unknown, status: number): void {
  const found = endpointOf(method, url);
  if (!found || status === 400) return;
  const problem = requestProblem(found, url, body);
  if (!problem) return;
  const violation = new ContractViolation(
    `Request ${method.toUpperCase()} ${url} (${found.name}, ${found.endpoint.path}) is one the server ` +
      `would refuse with a 400, yet the fake answers ${status}: ${problem}`,
  );
  violations.push(violation);
  throw violation;
}

/** The violations of the test so far, forgotten (a test that provokes one on purpose takes it). */
export function takeContractViolations(): ContractViolation[] {
  return violations.splice(0);
}

/** After each test (testing/setup.ts): a fake answer that broke the contract fails it. */
export function failOnContractViolations(): void {
  const [first, ...more] = takeContractViolations();
  if (!first) return;
  if (more.length) first.message += ` (and ${more.length} more)`;
  throw first;
}

/** A sample answer of a testing helper, checked as fakeApi checks it: throws when the server could not send it. */
export function expectAnswer(endpoint: Endpoint, data: unknown, status = endpoint.status ?? 200): void {
  const found = endpoints.find((entry) => entry.endpoint === endpoint);
  if (!found) throw new Error(`${endpoint.method} ${endpoint.path} is not an endpoint of the contract`);
  const problem = answerProblem(found, status, data);
  if (problem) throw new ContractViolation(`Not an answer of ${found.name}: ${problem}`);
}
