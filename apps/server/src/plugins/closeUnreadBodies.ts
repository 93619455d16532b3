import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * An answer sent before the request's body has arrived (a 401 or 429 before an upload is read, a
 * 413 at the first part over a limit) ends the connection after the answer, in one of two ways:
 *
 * - The body announced fits the route's limit (a client that could have succeeded, refused for who
 *   it is or how often it asks): the rest is read and dropped, for at most LINGER_MS, before the
 *   connection closes (nginx's lingering close). Closing with unread bytes in the socket's buffer
 *   makes the kernel answer with a reset, and a client still sending (Node's fetch among them) then
 *   sees a network error instead of the 401.
 * - The body announced is over the route's limit, or has no declared length: the connection is cut
 *   at once. A 2 GB part is not received in full after its 413.
 *
 * A body of at most 64 KB with a declared length is read and dropped instead, keeping the
 * connection alive, as Node does by itself.
 */
const SKIPPABLE_BODY_BYTES = 64 * 1024;
/** How long a refused body may keep arriving after the answer (nginx's lingering_timeout). */
export const LINGER_MS = 5_000;

export function closeUnreadBodies(app: FastifyInstance): void {
  const serverLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;
  // Callback style: an async hook costs every answer a promise and a microtask turn.
  app.addHook('onSend', (request, reply, payload, done) => {
    const raw = request.raw;
    // app.inject's fake socket has nothing to close.
    if (raw.complete || !(raw.socket instanceof Socket)) return done(null, payload);
    // No body at all (a GET): nothing is left to read, even when the answer is sent before Node's
    // parser has marked the request complete (a page answered from memory within the same tick).
    const length = request.headers['content-length'];
    if (length === undefined && request.headers['transfer-encoding'] === undefined)
      return done(null, payload);
    const declared = length === undefined ? Number.NaN : Number(length);
    // A small body of a declared length (a sign-in's JSON) costs less to skip than a new connection:
    // a client refused early (a 429 in a flood) keeps its connection, as every other client does.
    if (declared <= SKIPPABLE_BODY_BYTES) return done(null, payload);
    reply.header('connection', 'close');
    const socket = raw.socket;
    if (declared <= routeLimit(request, serverLimit)) {
      // Node ends a "Connection: close" answer's socket with destroySoon once the answer is out,
      // which destroys it as soon as the end is written; this one ends it and keeps reading.
      socket.destroySoon = () => linger(socket, raw);
    } else {
      reply.raw.once('finish', () => setImmediate(() => socket.destroy()));
    }
    done(null, payload);
  });
}

/** The most this route accepts: its own bodyLimit (multipart routes declare their total there). */
function routeLimit(request: FastifyRequest, serverLimit: number): number {
  return request.routeOptions.bodyLimit ?? serverLimit;
}

/**
 * Sends the end of the answer, then lets the refused body arrive and be dropped until it is complete
 * or LINGER_MS pass; then closes. Node's parser drops the bytes of a request no one reads.
 */
function linger(socket: Socket, request: IncomingMessage): void {
  let bodyIn = request.complete;
  let answerOut = false;
  const close = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  // Closed once the answer is written out and nothing is left to read: the whole body announced
  // (no more than the route's limit) has arrived, or the client ended its side.
  const closeWhenDone = () => {
    if (bodyIn && answerOut) close();
  };
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  request.once('end', () => {
    bodyIn = true;
    closeWhenDone();
  });
  socket.once('end', () => {
    bodyIn = true;
    closeWhenDone();
  });
  socket.once('finish', () => {
    answerOut = true;
    closeWhenDone();
  });
  // A body a parser was reading (a multipart upload refused mid-part) flows on, to nowhere.
  request.unpipe();
  request.resume();
  socket.end();
}
