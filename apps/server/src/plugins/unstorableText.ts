import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../lib/errors';

/**
 * PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate cannot be encoded as UTF-8: either
 * inside a request would reach the database and come back as a 500 after part of the work ran.
 * Checked once, for every route, before validation: a 400 naming the field, and nothing written.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  // Callback style: an async hook costs every request a promise and a microtask turn.
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const field = unstorableField(value);
      if (field !== null) {
        const name = field ? `${part}.${field}` : part;
        done(
          badRequest(
            `${name} contains a character that cannot be stored (a NUL character or a lone surrogate)`,
            'UNSTORABLE_TEXT',
            { field: name },
          ),
        );
        return;
      }
    }
    done();
  });
}

/** A NUL, or a surrogate that is not half of a pair (one pass over the UTF-16 code units). */
function unstorable(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit === 0) return true;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/**
 * The path of the first string (or key) that cannot be stored, '' for the value itself, or null.
 * Walks with an explicit stack: a deeply nested JSON body must not overflow the call stack.
 */
export function unstorableField(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (unstorable(current)) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (unstorable(key)) return childPath;
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}
