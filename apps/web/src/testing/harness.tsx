import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../lib/i18n';
import { forgetPublicConfig } from '../lib/publicConfig';
import { checkAnswer, checkRequest } from './contract';

/**
 * The web tests' harness, for every feature: a screen rendered in English at a route of a memory
 * router, and a fake API whose answers and requests are checked against the shared contract.
 */

// Screens load their catalogues, and with an invite token the lookup's chunk and i18next, lazily;
// on two busy cores that can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

/**
 * An answer: `data` is sent as JSON (checked against the contract), `text` as it is, as a proxy in
 * front of the server answers when the server cannot (unchecked).
 */
export type FakeReply = { status: number; data?: unknown; text?: string; headers?: Record<string, string> };
/** A request as the fake sees it: the path under /v1 (with its query), the method in lower case, the JSON text sent. */
export type FakeRequest = {
  url: string;
  method: string;
  data: string | undefined;
  headers: Headers;
  /** The multipart form of an upload. */
  form?: FormData;
};
export type FakeRoute = (request: FakeRequest) => FakeReply | undefined;

const realFetch = globalThis.fetch;

/**
 * Answers the app's HTTP client (lib/http, on fetch) from `route`: calls under /v1 are recorded
 * and answered as JSON, 404 when `route` has no answer; anything else goes out as usual. An answer
 * to an endpoint of the contract is checked against its schemas first (testing/contract): one the
 * server could never send rejects the request and fails the test.
 */
export function fakeApi(route: FakeRoute) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  forgetPublicConfig();
  globalThis.fetch = async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!href.startsWith('/v1/')) return realFetch(input, init);
    const url = href.slice('/v1'.length);
    const method = (init?.method ?? 'GET').toLowerCase();
    const data = typeof init?.body === 'string' ? init.body : undefined;
    const form = init?.body instanceof FormData ? init.body : undefined;
    calls.push({
      method: method.toUpperCase(),
      url,
      body: data === undefined ? form : JSON.parse(data),
    });
    const reply = route({ url, method, data, headers: new Headers(init?.headers), form }) ?? {
      status: 404,
      data: { message: 'Not found' },
    };
    if (reply.text !== undefined)
      return new Response(reply.text, { status: reply.status, headers: { 'Content-Type': 'text/html' } });
    // Not modified: no body to check (the answer the client has stands).
    if (reply.status === 304) return new Response(null, { status: 304, headers: reply.headers });
    if (!form) checkRequest(method, url, data === undefined ? undefined : JSON.parse(data), reply.status);
    checkAnswer(method, url, reply.status, reply.data);
    const body = reply.data === undefined ? null : JSON.stringify(reply.data);
    return new Response(body, {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  };
  return calls;
}

/** What the server answers to a fault (its error handler's plain 500). */
export const SERVER_ERROR = { status: 500, data: { message: 'Internal server error', code: 'INTERNAL' } };

/** What a proxy in front of the server answers when the server is down: no JSON, so no message. */
export const GATEWAY_ERROR = { status: 502, text: '<html><body>502 Bad Gateway</body></html>' };

let i18nReady = false;

/** Renders `element` at `path` among `routes`, so tests can see where a screen navigates. */
export function renderRoute(path: string, routes: Array<{ path: string; element: ReactNode }>) {
  if (!i18nReady) {
    sessionStorage.setItem('lang', 'en');
    initI18n();
    i18nReady = true;
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([...routes, { path: '*', element: <p>Elsewhere</p> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p>Loading catalogue</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return router;
}
