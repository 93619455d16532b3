import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { type ReactNode, Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { api } from '../../lib/api';
import { initI18n } from '../../lib/i18n';
import { forgetPublicConfig } from '../../lib/publicConfig';

/** Test helpers for the auth and invitation screens: English texts, a router, and a fake API. */

// Screens load their catalogues, and with an invite token the lookup's chunk and i18next, lazily;
// on two busy cores that can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

type Reply = { status: number; data?: unknown };
export type FakeRoute = (config: InternalAxiosRequestConfig) => Reply | undefined;

const realFetch = globalThis.fetch;

/**
 * Answers the app's two HTTP clients from `route`: axios (lib/api, real interceptors, real error
 * objects) and the fetch client of the auth screens (lib/http, given a config of the same shape).
 */
export function fakeApi(route: FakeRoute) {
  const calls: Array<{ method: string; url: string; body: unknown; params?: unknown }> = [];
  forgetPublicConfig();
  globalThis.fetch = async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!href.startsWith('/v1/')) return realFetch(input, init);
    const url = href.slice('/v1'.length);
    const method = (init?.method ?? 'GET').toLowerCase();
    const data = typeof init?.body === 'string' ? init.body : undefined;
    calls.push({
      method: method.toUpperCase(),
      url,
      body: data === undefined ? undefined : JSON.parse(data),
    });
    const config = {
      url,
      method,
      data,
      headers: new Headers(init?.headers),
    } as unknown as InternalAxiosRequestConfig;
    const reply = route(config) ?? { status: 404, data: { message: 'Not found' } };
    const body = reply.data === undefined ? null : JSON.stringify(reply.data);
    return new Response(body, { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  };
  api.defaults.adapter = async (config) => {
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    calls.push({
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body,
      params: config.params,
    });
    const reply = route(config) ?? { status: 404, data: { message: 'Not found' } };
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        'ERR_BAD_REQUEST',
        config,
        null,
        response,
      );
    }
    return response;
  };
  return calls;
}

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

export const sampleInvitation = {
  id: '6f1c2a52-8d2e-4b7e-9a55-0c1a2b3c4d5e',
  email: 'invitee@example.com',
  role: 'MEMBER',
  status: 'PENDING',
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-08T00:00:00.000Z',
  organization: { id: '0b7d7b0e-5a4f-4c3e-8a1b-2c3d4e5f6a7b', name: 'acme corp' },
  inviter: { firstName: 'Ada', lastName: 'Lovelace' },
};
