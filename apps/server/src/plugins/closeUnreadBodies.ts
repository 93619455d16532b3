import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * An answer sent before the request's body has arrived (a 413 at the first byte over a limit, a 400
 * for a part no step names, a 401 or 429 before an upload is read) closes the connection. Left
 * open, Node would read and discard the rest of the body to keep the connection alive: a 2 GB part
 * would still be received in full after its 413. A body of at most 64 KB with a declared length is
 * read and dropped instead, keeping the connection.
 */
const SKIPPABLE_BODY_BYTES = 64 * 1024;

export function closeUnreadBodies(app: FastifyInstance): void {
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
    // A small body of a declared length (a sign-in's JSON) costs less to skip than a new connection:
    // a client refused early (a 429 in a flood) keeps its connection, as every other client does.
    if (Number(length) <= SKIPPABLE_BODY_BYTES) return done(null, payload);
    reply.header('connection', 'close');
    const socket = raw.socket;
    reply.raw.once('finish', () => {
      // With "Connection: close" Node ends the socket after the answer; make sure it does not
      // linger half-open reading the rest of the body.
      setImmediate(() => socket.destroy());
    });
    done(null, payload);
  });
}
