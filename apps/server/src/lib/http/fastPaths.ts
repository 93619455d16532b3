import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Answers a request from memory, before Fastify, or returns false to leave it to Fastify's routes.
 * It must write the whole answer when it returns true, and nothing when it returns false.
 */
export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * Pages served from memory at a rate near a bare Node server: Fastify's request pipeline (request
 * objects, hooks, logger, reply) costs a public page as much as sending its bytes (measured with
 * `npm run bench`). Only bodiless GET and HEAD requests take a fast path; each path answers only
 * what it has in memory and leaves every other request (a miss, an odd URL, a body) to the routes,
 * which answer the same way (a test compares the two per path). While the server closes, every
 * request goes to Fastify, which answers 503 and closes the connection.
 */
export class FastPaths {
  private readonly paths = new Set<FastPath>();
  private closing = false;
  /** Requests answered here, never seen by Fastify (its hooks and logs do not count them). */
  answered = 0;

  constructor(private readonly onError: (error: unknown) => void) {}

  /** Returns a function that removes the path again. */
  add(path: FastPath): () => void {
    this.paths.add(path);
    return () => this.paths.delete(path);
  }

  /** Put in front of the one request listener Fastify gave its server. */
  install(server: Server): void {
    const listeners = server.listeners('request');
    const fastify = listeners[0] as
      | ((request: IncomingMessage, response: ServerResponse) => void)
      | undefined;
    if (listeners.length !== 1 || !fastify)
      throw new Error('expected one request listener (Fastify) on the server');
    server.removeListener('request', fastify);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (!this.answer(request, response)) fastify(request, response);
    });
  }

  close(): void {
    this.closing = true;
  }

  private answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (this.closing || this.paths.size === 0) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const { headers } = request;
    if (headers['transfer-encoding'] || (headers['content-length'] && headers['content-length'] !== '0')) {
      return false;
    }
    for (const path of this.paths) {
      try {
        if (path(request, response)) {
          this.answered++;
          return true;
        }
      } catch (error) {
        this.onError(error);
        // Half an answer cannot be taken back; anything less is answered by the routes.
        if (response.headersSent) {
          response.destroy();
          return true;
        }
      }
    }
    return false;
  }
}
