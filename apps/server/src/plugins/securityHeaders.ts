import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route sends a header set of its own (the public pages, see public-pages/headers.ts). */
    securityHeaders?: false;
  }
}

/**
 * helmet's response headers for `options`, worked out once. @fastify/helmet builds helmet's
 * middleware again for every request (parsing the whole policy each time): a third of what a
 * request to /v1/health cost. The headers depend on nothing in the request, so they are fixed.
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return Object.freeze(headers);
}

/** Every answer gets helmet's headers for `options`, except on routes that send their own. */
export function securityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  const entries = Object.entries(headers);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.securityHeaders !== false) {
      for (const [name, value] of entries) reply.header(name, value);
    }
    done();
  });
}
