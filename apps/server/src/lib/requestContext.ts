import { resolveUiLanguage, type UiLanguage } from '@support/shared';
import type { FastifyRequest } from 'fastify';

/** The language of mail and server texts: `?l=` first, then Accept-Language, then the default. */
export function requestLanguage(request: FastifyRequest): UiLanguage {
  return statedLanguage(request) ?? resolveUiLanguage(undefined);
}

/** The language the request itself names (`?l=` or Accept-Language), or null when it names none. */
export function statedLanguage(request: FastifyRequest): UiLanguage | null {
  const query = request.query as Record<string, unknown> | undefined;
  if (typeof query?.l === 'string') return resolveUiLanguage(query.l);
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    const first = header.split(',')[0]?.trim().slice(0, 2).toLowerCase();
    if (first === 'en' || first === 'de') return first;
  }
  return null;
}
